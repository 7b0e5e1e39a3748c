import { z } from 'zod';
import { menuGroup } from './events';
import { defineRoute, eventRefusals, eventSlugParams, paged, recordId, slugParam, storableText } from './http';
import { organizerWrite } from './organizer';
import { webAddress } from './space-fields';

/**
 * The organiser console's navigation (issue 27, decision 0083): the event's grouped menus, written whole.
 * `PUT` takes the groups in the shape `GET /api/events/{eventSlug}/navigation/` answers them (its `results`,
 * or that whole reply), so what one reads can be edited and put back. Entries name their space by
 * `space.id`; a booth's entry names the map it opens on by `linked_space.slug`. The order of the arrays is
 * the menu's order.
 */

export const navigationMessages = {
  text: 'Give the entry a text.',
  textTooLong: 'Keep the text under 100 characters.',
  opensNothing: 'An entry opens a space, an address or a sub-menu.',
  spaceOrAddress: 'An entry opens a space or an address, not both.',
  unknownSpace: 'No such space in this event.',
  linkedNotBooth: 'Only the entry of a booth names the map it opens on.',
  linkedNotMap: 'Choose a map of this event.',
  tooManyGroups: 'A menu has at most 30 entries.',
  tooManySubMenus: 'An entry has at most 20 sub-menus.',
  tooManyItems: 'A sub-menu has at most 50 entries.',
} as const;

const entryText = storableText().trim().min(1, navigationMessages.text).max(100, navigationMessages.textTooLong);

/**
 * An entry as GET answers it: an `id` of the menu keeps that entry (any other, a new entry's negative one
 * say, makes a new one); `order` is kept when it agrees with the array's order.
 */
const entryFields = {
  id: z.number().int().optional(),
  text: entryText,
  order: z.number().int().optional(),
  /** The space the entry opens: only its `id` is read. */
  space: z.object({ id: recordId }).nullable().optional(),
  /** For a booth's entry: the map (by slug) its booth browser opens on; without it, the home map. */
  linked_space: z.object({ slug: slugParam }).nullable().optional(),
  /** An address the entry opens instead of a space. */
  url: webAddress.nullable().optional(),
};

const notBoth = (entry: { space?: unknown; url?: unknown }, ctx: z.RefinementCtx) => {
  if (entry.space && entry.url) ctx.addIssue({ code: 'custom', message: navigationMessages.spaceOrAddress, path: ['url'] });
};

export const navigationItemInput = z.object(entryFields).superRefine((entry, ctx) => {
  notBoth(entry, ctx);
  if (!entry.space && !entry.url) ctx.addIssue({ code: 'custom', message: navigationMessages.opensNothing, path: ['space'] });
});

export const navigationSubMenuInput = z.object({
  text: entryText,
  order: z.number().int().optional(),
  items: z.array(navigationItemInput).max(50, navigationMessages.tooManyItems),
});

export const navigationGroupInput = z
  .object({ ...entryFields, sub_menus: z.array(navigationSubMenuInput).max(20, navigationMessages.tooManySubMenus).default([]) })
  .superRefine((entry, ctx) => {
    notBoth(entry, ctx);
    if (!entry.space && !entry.url && entry.sub_menus.length === 0) ctx.addIssue({ code: 'custom', message: navigationMessages.opensNothing, path: ['space'] });
  });
export type NavigationGroupInput = z.infer<typeof navigationGroupInput>;

/** The groups of `GET …/navigation/` (its `results`, or the whole reply, which is unwrapped). */
export const navigationBody = z.preprocess(
  (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) && 'results' in value ? value.results : value),
  z.array(navigationGroupInput).max(30, navigationMessages.tooManyGroups),
);
export type NavigationBody = z.infer<typeof navigationBody>;

export const organizerNavigationRoutes = {
  navigation: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/navigation/', summary: "The event's menu as the console edits it (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, reply: paged(menuGroup),
    errors: eventRefusals,
  }),
  putNavigation: defineRoute({
    method: 'PUT', path: '/api/events/:eventSlug/organizer/navigation/', summary: "Replace the event's menu (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, body: navigationBody, reply: paged(menuGroup), rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
};

/** Pushed to `event:<slug>` when an owner changes the menu: pages read `GET …/navigation/` again. */
export const updatedNavigation = z.object({ event_slug: z.string() });
export type UpdatedNavigation = z.infer<typeof updatedNavigation>;
