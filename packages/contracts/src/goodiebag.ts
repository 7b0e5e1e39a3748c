import { z } from 'zod';
import type { RateLimit } from './rate-limits';
import { defineRoute, eventRefusals, eventSlugParams, paged, pageLimit, pageOffset, recordId, recordIdParam, slugParam } from './http';

/**
 * The goodie bag (favourites, spec 2 §2–§3 and §7, spec 3 §3 "Favourite kinds map"). A favourite names an
 * item of the event by its kind (`item_type`, the spec's kind name) and id (`item_id`). Kinds are
 * registered by the features that own the items (decision 0022); these are every kind the spec names.
 */
export const favouriteKinds = {
  file: 'file',
  ProgramItem: 'show',
  Speaker: 'performer',
  Attendee: 'user',
  Booth: 'booth',
  Poster: 'poster',
  MeetingExpert: 'meeting',
  GroupSession: 'session',
} as const;
export type FavouriteCategory = keyof typeof favouriteKinds;
export type FavouriteKind = (typeof favouriteKinds)[FavouriteCategory];

export const favouriteKindNames = Object.values(favouriteKinds) as FavouriteKind[];
export const favouriteCategories = Object.keys(favouriteKinds) as FavouriteCategory[];

/** The category (`type`) of a kind: `user` → `Attendee`. */
export const categoryOfKind = (kind: FavouriteKind): FavouriteCategory =>
  favouriteCategories.find((c) => favouriteKinds[c] === kind) ?? 'file';

/** Whether a string is one of the spec's kind names. */
export const isFavouriteKind = (value: string): value is FavouriteKind => (favouriteKindNames as string[]).includes(value);

/**
 * A kind as a client may write it: the kind name (`user`) or its category (`Attendee`). Unknown words
 * are refused by the server (400, and logged: spec 2 §8), not by this schema, so the refusal can name them.
 */
export const favouriteKindParam = slugParam.transform((v) => (v in favouriteKinds ? favouriteKinds[v as FavouriteCategory] : v));

/**
 * One favourite (spec 2 §3 "Items: item_id, type, item_type"). `id` is the favourite's own id (clients
 * put negative ids from -9999 on optimistic ones); `item_type` the kind name (`user`), `type` its
 * category as the catalogues name it (`Attendee`).
 */
export const favouriteEntry = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  item_type: z.string(),
  type: z.string(),
  created: z.string(),
});
export type FavouriteEntry = z.infer<typeof favouriteEntry>;

/** A favourite with its item as its kind presents it (see the item shapes below). */
export const favourite = favouriteEntry.extend({
  item: z.record(z.string(), z.unknown()),
});
export type Favourite = z.infer<typeof favourite>;

/** File (spec 2 §3): a booth document in the goodie bag. */
export const favouriteFile = z.object({ id: z.number().int(), name: z.string(), url: z.string() });
export type FavouriteFile = z.infer<typeof favouriteFile>;

/** How a booth favourite presents its booth. */
export const favouriteBooth = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  subtitle: z.string(),
  logo: z.string().nullable(),
});
export type FavouriteBooth = z.infer<typeof favouriteBooth>;

/*
 * An attendee favourite (`user`) presents the person as the directory does (`Attendee` of attendees.ts, the
 * privacy rules of spec 3 §4 applied for the viewer).
 */

/** Bookmarking is a quick toggle on many screens: more than an ordinary write allows, still bounded. */
export const favouriteWriteLimit = { max: 60, windowSeconds: 60 } as const satisfies RateLimit;

/** The most favourites one person keeps in one event. */
export const maxFavouritesPerEvent = 1000;

export const goodiebagQuery = z.object({
  /** Only favourites of this kind (kind name or category). */
  type: favouriteKindParam.optional(),
  /** `1`: the bare list of every favourite without its item (what bookmark toggles read). */
  exclude_related: z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true').optional(),
  limit: pageLimit(maxFavouritesPerEvent, 100),
  offset: pageOffset(),
});

export const addFavouriteBody = z.object({
  item_id: recordId,
  /** The kind name (`booth`) or its category (`Booth`). */
  item_type: favouriteKindParam,
});

export const favouriteParams = eventSlugParams.extend({ type: favouriteKindParam, id: recordIdParam });

/** The reply of `GET …/goodiebag/`: a page of favourites with their items, or (`exclude_related=1`) the bare list. */
export const goodiebagReply = z.union([paged(favourite), z.array(favouriteEntry)]);

export const goodiebagRoutes = {
  list: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/goodiebag/',
    summary: "The person's favourites: `?type=` one kind's with their items (paged `results`); `?exclude_related=1` the bare list of all",
    tags: ['goodiebag'], auth: 'user', params: eventSlugParams, query: goodiebagQuery, reply: goodiebagReply,
    errors: eventRefusals,
  }),
  add: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/goodiebag/',
    summary: 'Add an item of the event to the goodie bag (adding it again answers the same favourite)',
    tags: ['goodiebag'], auth: 'user', params: eventSlugParams, body: addFavouriteBody, reply: favourite, status: 201, rateLimit: favouriteWriteLimit,
    errors: eventRefusals,
  }),
  remove: defineRoute({
    method: 'DELETE', path: '/api/events/:eventSlug/goodiebag/:type/:id/',
    summary: 'Remove an item (by its kind and item id) from the goodie bag',
    tags: ['goodiebag'], auth: 'user', params: favouriteParams, reply: z.null(), status: 204, rateLimit: favouriteWriteLimit,
    errors: eventRefusals,
  }),
  files: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/goodiebag/eventfiles/',
    summary: "The files (booth documents) in the person's goodie bag: id, name, url",
    tags: ['goodiebag'], auth: 'user', params: eventSlugParams, reply: z.array(favouriteFile),
    errors: eventRefusals,
  }),
};

/** Optimistic favourites carry negative ids counting down from here (spec 2 §9). */
export const optimisticFavouriteIdStart = -9999;
