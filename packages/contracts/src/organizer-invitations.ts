import { z } from 'zod';
import { uploadLimits, uploadTooLarge } from './uploads';
import { defineRoute, eventRefusals, eventSlugParams, fieldErrors, paged, recordId, recordIdParam, storableText } from './http';
import { consoleListQuery, organizerWrite } from './organizer';

/**
 * The organiser console's invite list (issue 27, decision 0083). An invitation is a person on an event's
 * list who has not entered it yet; the list is imported from CSV (`email,first_name,last_name,tags`), each
 * invited person is mailed in the event's language with a link that opens the entry page with their
 * address filled in, and the list is exported in the same CSV. Owners and instance administrators only.
 */

/** The import's header, and the export's first four columns. */
export const invitationCsvColumns = ['email', 'first_name', 'last_name', 'tags'] as const;

export const invitationLimits = {
  /** Rows of one import. */
  rows: 5000,
  /** Bytes of one import's file. */
  bytes: uploadLimits.table.bytes,
  tagsPerPerson: 50,
  /** Mails one `send` call sends; the reply says how many wait for the next call. */
  mailsPerCall: 200,
  /** A person is mailed again at most once in this time. */
  resendAfterSeconds: 60,
} as const;

export const invitationMessages = {
  header: 'The first line must be the header email,first_name,last_name,tags.',
  empty: 'The file has no rows below its header.',
  tooManyRows: `Import at most ${invitationLimits.rows} rows at once.`,
  tooLarge: uploadTooLarge.table,
  unreadable: (line: number) => `The file could not be read as CSV from line ${line} on.`,
  email: 'Enter a valid e-mail address.',
  emailTwice: (row: number) => `This address is on row ${row} already.`,
  nameTooLong: 'Keep names under 100 characters.',
  tagTooLong: 'Keep each tag under 100 characters.',
  tooManyTags: `A person has at most ${invitationLimits.tagsPerPerson} tags.`,
  removedAccount: 'This account was removed; its owner must reactivate it first.',
  entered: 'This person has entered the event already: take them off the people list instead.',
  sentJustNow: 'An invitation went to this person less than a minute ago.',
} as const;

export const invitationErrorCodes = {
  /** The person entered the event: no longer an invitation. */
  entered: 'already_entered',
  /** Mailed less than `resendAfterSeconds` ago. */
  sentJustNow: 'sent_just_now',
} as const;

/** Tags in the CSV's `tags` cell are separated by semicolons or commas. */
export const invitationTagSeparator = /[;,]/;

/** One row of an import, its cells read: what a row must be to be written. */
export const invitationRow = z.object({
  email: z.string().trim().toLowerCase().email(invitationMessages.email).max(254, invitationMessages.email),
  first_name: storableText().trim().max(100, invitationMessages.nameTooLong),
  last_name: storableText().trim().max(100, invitationMessages.nameTooLong),
  tags: z.array(storableText().trim().min(1).max(100, invitationMessages.tagTooLong)).max(invitationLimits.tagsPerPerson, invitationMessages.tooManyTags),
});
export type InvitationRow = z.infer<typeof invitationRow>;

/** A person on the list who has not entered the event yet. */
export const invitation = z.object({
  /** The person's user id. */
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  tags: z.array(z.string()),
  /** When an import put them on the list; null when they were put on it otherwise. */
  invited_at: z.string().nullable(),
  /** When the invitation mail last went out; null before the first. */
  last_sent_at: z.string().nullable(),
  sent_count: z.number().int(),
});
export type Invitation = z.infer<typeof invitation>;

export const invitationsQuery = consoleListQuery;

/** `1`/`true` for a preview that writes nothing. */
const flag = z.enum(['1', '0', 'true', 'false']).optional().transform((v) => v === '1' || v === 'true');
export const invitationImportQuery = z.object({ dry_run: flag });

/** What the import did (or, in a dry run, would do) with a row. */
export const invitationRowStatus = z.enum(['new', 'update', 'unchanged', 'invalid']);
export type InvitationRowStatus = z.infer<typeof invitationRowStatus>;

export const invitationImportRow = z.object({
  /** The row's line in the file, the header being line 1 (as a spreadsheet numbers it). */
  row: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  tags: z.array(z.string()),
  status: invitationRowStatus,
  /** Per column, for an invalid row; empty otherwise. */
  errors: fieldErrors,
});
export type InvitationImportRow = z.infer<typeof invitationImportRow>;

export const invitationImportReply = z.object({
  dry_run: z.boolean(),
  /** Rows below the header. */
  total: z.number().int(),
  /** Put on the list (would be, in a dry run). */
  created: z.number().int(),
  /** On the list already; their names (until they sign in) and tags updated. */
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Bad rows: reported, never written. */
  invalid: z.number().int(),
  rows: z.array(invitationImportRow),
  /** The bad rows alone: each row's line and its errors per column. */
  errors: z.array(z.object({ row: z.number().int(), email: z.string(), errors: fieldErrors })),
});
export type InvitationImportReply = z.infer<typeof invitationImportReply>;

export const sendInvitationsBody = z
  .object({
    /** These people; without it, everyone on the invite list not mailed yet. */
    ids: z.array(recordId).min(1).max(invitationLimits.rows).optional(),
  })
  .strict();
export const sendInvitationsReply = z.object({ sent: z.number().int(), remaining: z.number().int() });

export const invitationParams = eventSlugParams.extend({ id: recordIdParam });

/** Imports and mailings: a few a minute per owner. */
const invitationWrite = { max: 10, windowSeconds: 60 } as const;

export const organizerInvitationRoutes = {
  list: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/invitations/', summary: 'People invited who have not entered yet (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, query: invitationsQuery, reply: paged(invitation),
    errors: eventRefusals,
  }),
  import: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/organizer/invitations/import/', summary: 'Import an invite list from CSV; dry_run=1 previews (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, query: invitationImportQuery, upload: { field: 'file', kinds: ['table'] },
    reply: invitationImportReply, rateLimit: invitationWrite,
    errors: eventRefusals,
  }),
  export: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/invitations/export/', summary: 'The invite list as CSV (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, reply: z.string(),
    errors: eventRefusals,
  }),
  send: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/organizer/invitations/send/', summary: 'Mail the invitation to people on the list (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, body: sendInvitationsBody, reply: sendInvitationsReply, rateLimit: invitationWrite,
    errors: [...eventRefusals, 503],
  }),
  resend: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/organizer/invitations/:id/send/', summary: 'Mail one invitation again (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: invitationParams, reply: invitation, rateLimit: { max: 30, windowSeconds: 60 },
    errors: [...eventRefusals, 409, 503],
  }),
  remove: defineRoute({
    method: 'DELETE', path: '/api/events/:eventSlug/organizer/invitations/:id/', summary: 'Take an invitation off the list (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: invitationParams, reply: z.undefined(), status: 204, rateLimit: organizerWrite,
    errors: [...eventRefusals, 409],
  }),
};
