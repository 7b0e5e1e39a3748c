import { z } from 'zod';
import { defineRoute, detailReply, eventRefusals, eventSlugParams, eventSlugQuery } from './http';
import { rateLimits } from './rate-limits';
import { hiddenProfileField, locationType, currentUser } from './users';
import { tokenPair } from './auth';
import { cleanPersonText } from './person-text';
import { uploadLimits, uploadTooLarge } from './uploads';

/** Catalogue texts of spec 3 §5, answered verbatim by the server and shown by the web app. */
export const profileMessages = {
  namesRequired: 'First and last name are required fields',
  invalidSocialLink: 'Invalid social media link, check and use https://',
  onlyPdf: 'only accept pdf',
  onlyImages: 'Only pictures (JPEG, PNG, WebP, GIF, AVIF or TIFF) can be used as profile picture.',
  documentTooLarge: uploadTooLarge.document,
  pictureTooLarge: uploadTooLarge.image,
} as const;

/** Upload limits (uploads.ts), shared so the web app refuses before sending. */
export const profileUploadLimits = {
  documentBytes: uploadLimits.document.bytes,
  mugshotBytes: uploadLimits.image.bytes,
  /** Width × height a picture may declare before it is decoded (a pixel bomb declares far more). */
  mugshotInputPixels: uploadLimits.image.inputPixels,
  /** Longest side of the stored picture. */
  mugshotSide: 1024,
} as const;

const isHttpsUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
};

/** A social link: empty, or an `https://` address. */
export const socialLink = z
  .string()
  .trim()
  .max(500, profileMessages.invalidSocialLink)
  .refine((v) => v === '' || isHttpsUrl(v), profileMessages.invalidSocialLink);

/** Text others see of a person, cleaned (`cleanPersonText`) before it is checked or stored. */
const personText = (max: number) => z.string().overwrite(cleanPersonText).max(max);
const requiredName = personText(100).min(1, profileMessages.namesRequired);

/**
 * `PATCH /profiles/{id}/?event_slug=`: every field optional (the client sends what changed; the
 * do-not-disturb switch sends only `do_not_disturb`); names, when sent, must not be blank. `about` is
 * rich text, sanitised by the server to a small allow-list before it is stored.
 */
export const profileUpdateBody = z
  .object({
    first_name: requiredName,
    last_name: requiredName,
    company: personText(200),
    jobtitle: personText(200),
    about: z.string().max(20_000),
    linkedin: socialLink,
    facebook: socialLink,
    twitter: socialLink,
    instagram: socialLink,
    hidden_profile_fields: z.array(hiddenProfileField).max(hiddenProfileField.options.length),
    hide_document: z.boolean(),
    incognito_mode: z.boolean(),
    alias_name: personText(100),
    do_not_disturb: z.boolean(),
    location_type: locationType,
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateBody>;

const profileIdParams = z.object({ id: z.coerce.number().int().positive() });

export const privacyStatusBody = z.object({ is_public: z.boolean() });
export const privacyStatusReply = z.object({ is_public: z.boolean() });

/** Reactivation link parameters (`/reactivate-account?code=…&email=…`), exchanged for tokens. */
export const reactivateBody = z.object({
  code: z.string().trim().min(16).max(200),
  email: z.string().trim().toLowerCase().email().max(254),
});

/** How long a removed account can be reactivated with the mailed link. */
export const reactivationDays = 30;

/**
 * Asking for a removal link (`/remove-account?code=…&email=…`) without being signed in: the link, mailed
 * to the address, signs its account in to the removal page (decision 0074).
 */
export const removalLinkBody = z.object({ email: z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(254) });
/** The removal link's parameters, exchanged for tokens once. */
export const removalSignInBody = reactivateBody;
/** How long a mailed removal link works. */
export const removalLinkMinutes = 60;
/** The mailed-code limits of the sign-in (decision 0009) count these requests and tries too. */
const mailedCodeLimits = { own: 'sign-in limits per e-mail address and network (docs/decisions/0009, 0074)' };

/** Uploads: a few per minute per person; each is decoded or checked, which costs CPU. */
const uploadLimit = { max: 10, windowSeconds: 60 } as const;

export const profileRoutes = {
  update: defineRoute({
    method: 'PATCH', path: '/api/profiles/:id/', summary: 'Update one\'s own profile', tags: ['profiles'],
    auth: 'user', allows: 'self', params: profileIdParams, query: eventSlugQuery.partial(), body: profileUpdateBody, reply: currentUser,
    // Do-not-disturb and typing in the profile form: generous, but a loop is cut.
    rateLimit: { max: 60, windowSeconds: 60 },
    errors: eventRefusals,
  }),
  mugshot: defineRoute({
    method: 'PATCH', path: '/api/profiles/:id/mugshot/', summary: 'Replace one\'s own profile picture', tags: ['profiles'],
    auth: 'user', allows: 'self', params: profileIdParams, query: eventSlugQuery.partial(), reply: currentUser, rateLimit: uploadLimit,
    upload: { field: 'mugshot', kinds: ['image'] },
    errors: eventRefusals,
  }),
  document: defineRoute({
    method: 'PATCH', path: '/api/profiles/:id/document/', summary: 'Replace one\'s own profile document (PDF)', tags: ['profiles'],
    auth: 'user', allows: 'self', params: profileIdParams, query: eventSlugQuery.partial(), reply: currentUser, rateLimit: uploadLimit,
    upload: { field: 'document', kinds: ['document'] },
    errors: eventRefusals,
  }),
  updatePrivacy: defineRoute({
    method: 'PATCH', path: '/api/events/:eventSlug/update_privacy_status/', summary: 'Be listed in this event, or not', tags: ['profiles'],
    auth: 'user', params: eventSlugParams, body: privacyStatusBody, reply: privacyStatusReply, rateLimit: rateLimits.write,
    errors: eventRefusals,
  }),
};

/**
 * A person's data export (GDPR art. 15 and 20): everything Foyer holds about the caller, per feature
 * (`areas.<feature>.<table>`: the rows, each with the `event` slug it belongs to where it belongs to one;
 * uploads as their URLs). Served as a download (`Content-Disposition: attachment`).
 */
export const personalDataExport = z.object({
  format: z.literal('foyer.personal-data.v1'),
  exported_at: z.string(),
  person: z.object({ id: z.number().int(), email: z.string() }),
  areas: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type PersonalDataExport = z.infer<typeof personalDataExport>;

export const accountRoutes = {
  remove: defineRoute({
    method: 'POST', path: '/api/remove-user-account/', summary: 'Remove one\'s own account (personal data erased)', tags: ['accounts'],
    auth: 'user', reply: detailReply, rateLimit: { max: 5, windowSeconds: 3600 },
    errors: [],
  }),
  exportData: defineRoute({
    method: 'GET', path: '/api/export-user-data/', summary: 'Download everything Foyer holds about oneself (JSON)', tags: ['accounts'],
    // Reads every feature's tables: a few a minute is plenty for a person, and a loop is cut.
    auth: 'user', reply: personalDataExport, rateLimit: { max: 5, windowSeconds: 600 },
    errors: [],
  }),
  reactivate: defineRoute({
    method: 'POST', path: '/api/reactivate-account/', summary: 'Reactivate a removed account with the mailed link', tags: ['accounts'],
    auth: 'public', body: reactivateBody, reply: tokenPair, rateLimit: { max: 10, windowSeconds: 600 },
    errors: [400, 409],
  }),
  requestRemovalLink: defineRoute({
    method: 'POST', path: '/api/remove-user-account/link/', summary: 'Mail a link to the removal page of the account of an address (the same answer whether it has one)',
    tags: ['accounts'], auth: 'public', body: removalLinkBody, reply: detailReply, rateLimit: mailedCodeLimits,
    errors: [503],
  }),
  removalSignIn: defineRoute({
    method: 'POST', path: '/api/remove-user-account/obtain/', summary: 'Exchange a mailed removal link (code, email) for tokens, once',
    tags: ['accounts'], auth: 'public', body: removalSignInBody, reply: tokenPair, rateLimit: mailedCodeLimits,
    errors: [400],
  }),
};
