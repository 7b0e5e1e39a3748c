import { z } from 'zod';
import { isoDateTime } from './common';
import { defineRoute, eventRefusals, eventSlugParams, paged, recordId, recordIdParam, storableText } from './http';
import { hexColour, organizerUpload, organizerWrite } from './organizer';
import { calendarDate, programEntry, programEntryType, programLocationType, programTag } from './program';
import { uploadLimits } from './uploads';
import { webAddress } from './space-fields';

/**
 * The organiser console's program (issue 28, decision 0086): items and containers, the event's program tags
 * with their categories, performers and their mugshots, the schedule import (a preview, then the whole file
 * applied at once) and the program exported as C3VOC `schedule.json`, frab XML and iCalendar. Owners and
 * instance administrators only. An item's location type is its space's (the program groups by the space).
 */

export const organizerProgramMessages = {
  nameNeeded: 'Give it a name.',
  nameTooLong: 'Keep the name under 200 characters.',
  endBeforeStart: 'The end must come after the start.',
  unknownSpace: 'Choose a space of this event.',
  unknownSponsor: 'Choose a booth of this event.',
  unknownParent: 'Choose a container of this event.',
  parentIsItem: 'Only a container can hold items.',
  containerInContainer: 'A container cannot sit inside another container.',
  containerHasItems: 'This container holds items: move them out first.',
  unknownTag: 'Choose tags of this event.',
  unknownPerformer: 'Choose performers of this event.',
  tagNeeded: 'Give the tag a text.',
  tagTaken: 'This category has a tag of that text already.',
  categoryUnknown: 'No tag has this category.',
  performerNameNeeded: 'Give the performer a name.',
  scheduleUnreadable: 'The file is not a schedule this import reads (frab or pretalx XML, pretalx or C3VOC schedule.json).',
  /** A template (decision 0073): where the file is wrong, as the importer names it (line and column, or the field's path). */
  scheduleFault: 'The schedule cannot be read: {{problem}}',
  /** A template: the item the file names twice. */
  scheduleConflict: 'Nothing was imported: {{problem}}',
  scheduleTooLarge: 'The schedule file is larger than 5 MB.',
} as const;

export const organizerProgramErrorCodes = {
  /** The schedule cannot be applied as a whole (nothing was written). */
  scheduleConflict: 'schedule_conflict',
} as const;

const name = storableText().trim().min(1, organizerProgramMessages.nameNeeded).max(200, organizerProgramMessages.nameTooLong);
const richText = storableText().max(100_000, 'Keep the text under 100,000 characters.');
const ids = (message: string) => z.array(recordId).max(100, message).transform((list) => [...new Set(list)]);

/** An item or container as the console edits it. `description` is sanitised HTML. */
export const organizerProgramEntry = programEntry.omit({ tags: true }).extend({
  tag_ids: z.array(z.number().int()),
  performer_ids: z.array(z.number().int()),
  /** The space's: the program groups and filters items by where their space takes place. */
  location_type: programLocationType,
  /** Set when the entry came from an imported schedule: a re-import updates it or removes it. */
  imported: z.boolean(),
});
export type OrganizerProgramEntry = z.infer<typeof organizerProgramEntry>;

const entryFields = z.object({
  type: programEntryType,
  space_id: recordId,
  parent_id: recordId.nullable(),
  name,
  description: richText,
  start_date: isoDateTime,
  end_date: isoDateTime,
  color: hexColour.nullable(),
  sponsor_id: recordId.nullable(),
  tag_ids: ids(organizerProgramMessages.unknownTag),
  performer_ids: ids(organizerProgramMessages.unknownPerformer),
});

const endAfterStart = (v: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx) => {
  if (v.start_date && v.end_date && Date.parse(v.end_date) <= Date.parse(v.start_date)) {
    ctx.addIssue({ code: 'custom', message: organizerProgramMessages.endBeforeStart, path: ['end_date'] });
  }
};

/** `POST …/program/entries/`: a whole entry (the server checks the space, sponsor, container, tags, performers). */
export const programEntryBody = entryFields
  .extend({
    type: entryFields.shape.type.default('item'),
    parent_id: entryFields.shape.parent_id.default(null),
    description: entryFields.shape.description.default(''),
    color: entryFields.shape.color.default(null),
    sponsor_id: entryFields.shape.sponsor_id.default(null),
    tag_ids: entryFields.shape.tag_ids.default([]),
    performer_ids: entryFields.shape.performer_ids.default([]),
  })
  .strict()
  .superRefine(endAfterStart);
export type ProgramEntryBody = z.infer<typeof programEntryBody>;
/** `PATCH …/program/entries/{entryId}/`: any fields; the entry they make is checked whole. */
export const programEntryPatch = entryFields.partial().strict();
export type ProgramEntryPatch = z.infer<typeof programEntryPatch>;

/** The console's list: one day (event timezone) or all, narrowed by words of the name. */
export const programEntriesQuery = z.object({
  date: calendarDate.optional(),
  search: storableText().trim().max(200).optional(),
});
export const programEntriesReply = paged(organizerProgramEntry);
export const programEntryParams = eventSlugParams.extend({ entryId: recordIdParam });

/** A tag with its category (`null`: a group of its own) and orders. */
export const organizerProgramTag = programTag.extend({ order: z.number().int(), used_by: z.number().int() });
export type OrganizerProgramTag = z.infer<typeof organizerProgramTag>;

const categoryName = storableText().trim().min(1, 'Give the category a name.').max(100, 'Keep the category under 100 characters.');
const tagFields = z.object({
  text: storableText().trim().min(1, organizerProgramMessages.tagNeeded).max(100, 'Keep the tag under 100 characters.'),
  color: hexColour,
  category: categoryName.nullable(),
  category_order: z.number().int().min(0).max(1000),
  order: z.number().int().min(0).max(10_000),
});
export const programTagBody = tagFields
  .extend({
    category: tagFields.shape.category.default(null),
    category_order: tagFields.shape.category_order.default(0),
    order: tagFields.shape.order.default(0),
  })
  .strict();
export type ProgramTagBody = z.infer<typeof programTagBody>;
/** What a client sends (the orders may be left out). */
export type ProgramTagInput = z.input<typeof programTagBody>;
export const programTagPatch = tagFields.partial().strict();
export type ProgramTagPatch = z.infer<typeof programTagPatch>;
export const programTagParams = eventSlugParams.extend({ tagId: recordIdParam });
export const programTagsReply = z.object({ results: z.array(organizerProgramTag) });

/** `PATCH …/program/tag-categories/`: renames a category (every tag in it) and sets its place. */
export const programTagCategoryPatch = z
  .object({ category: categoryName, text: categoryName.optional(), order: z.number().int().min(0).max(1000).optional() })
  .strict();

/** A performer as the console edits it. */
export const organizerPerformer = z.object({
  id: z.number().int(),
  name: z.string(),
  mugshot: z.string().nullable(),
  location_type: programLocationType,
  descriptive_line: z.string(),
  /** Sanitised HTML. */
  about: z.string(),
  attachments: z.array(z.object({ name: z.string(), url: z.string() })),
  /** Items they perform in. */
  entry_ids: z.array(z.number().int()),
});
export type OrganizerPerformer = z.infer<typeof organizerPerformer>;

const performerFields = z.object({
  name: storableText().trim().min(1, organizerProgramMessages.performerNameNeeded).max(200, organizerProgramMessages.nameTooLong),
  location_type: programLocationType,
  descriptive_line: storableText().trim().max(200, 'Keep the line under 200 characters.'),
  about: richText,
  attachments: z
    .array(z.object({ name: storableText().trim().min(1, 'Give the attachment a name.').max(200), url: webAddress }).strict())
    .max(20, 'At most 20 attachments.'),
});
export const performerBody = performerFields
  .extend({
    location_type: performerFields.shape.location_type.default('virtual'),
    descriptive_line: performerFields.shape.descriptive_line.default(''),
    about: performerFields.shape.about.default(''),
    attachments: performerFields.shape.attachments.default([]),
  })
  .strict();
export type PerformerBody = z.infer<typeof performerBody>;
export const performerPatch = performerFields.partial().strict();
export type PerformerPatch = z.infer<typeof performerPatch>;
export const organizerPerformerParams = eventSlugParams.extend({ performerId: recordIdParam });
export const organizerPerformersQuery = z.object({ search: storableText().trim().max(200).optional() });
export const organizerPerformersReply = z.object({ results: z.array(organizerPerformer) });

/** A schedule file the console imports (XML or JSON text). */
export const scheduleImportLimits = { bytes: uploadLimits.schedule.bytes } as const;

/** What an import changes (the preview) or changed: names of the items, spaces, tags and performers. */
export const scheduleImportReport = z.object({
  created: z.array(z.string()),
  updated: z.array(z.string()),
  removed: z.array(z.string()),
  unchanged: z.number().int(),
  spaces_created: z.array(z.string()),
  tags_created: z.array(z.string()),
  performers_created: z.array(z.string()),
  warnings: z.array(z.string()),
  /** False for the preview: nothing was written. */
  applied: z.boolean(),
});
export type ScheduleImportReport = z.infer<typeof scheduleImportReport>;

/** The export formats, by the file each downloads as. */
export const programExportFormats = {
  'c3voc-json': { file: 'schedule.json', contentType: 'application/json; charset=utf-8' },
  'frab-xml': { file: 'schedule.xml', contentType: 'application/xml; charset=utf-8' },
  ical: { file: 'program.ics', contentType: 'text/calendar; charset=utf-8' },
} as const;
export const programExportFormat = z.enum(['c3voc-json', 'frab-xml', 'ical']);
export type ProgramExportFormat = z.infer<typeof programExportFormat>;
export const programExportParams = eventSlugParams.extend({ format: programExportFormat });

const p = '/api/events/:eventSlug/organizer/program';
const owner = { tags: ['organizer'], auth: 'user' as const, organizer: 'owner' as const };

export const organizerProgramRoutes = {
  entries: defineRoute({
    ...owner, method: 'GET', path: `${p}/entries/`, summary: "The program's items and containers, one day or all (owners)",
    params: eventSlugParams, query: programEntriesQuery, reply: programEntriesReply, errors: eventRefusals,
  }),
  createEntry: defineRoute({
    ...owner, method: 'POST', path: `${p}/entries/`, summary: 'Add an item or a container (owners)',
    params: eventSlugParams, body: programEntryBody, reply: organizerProgramEntry, status: 201, rateLimit: organizerWrite, errors: eventRefusals,
  }),
  updateEntry: defineRoute({
    ...owner, method: 'PATCH', path: `${p}/entries/:entryId/`, summary: 'Change an item or a container (owners)',
    params: programEntryParams, body: programEntryPatch, reply: organizerProgramEntry, rateLimit: organizerWrite, errors: eventRefusals,
  }),
  deleteEntry: defineRoute({
    ...owner, method: 'DELETE', path: `${p}/entries/:entryId/`, summary: 'Remove an item or a container; its items leave the container (owners)',
    params: programEntryParams, reply: z.undefined(), status: 204, rateLimit: organizerWrite, errors: eventRefusals,
  }),
  tags: defineRoute({
    ...owner, method: 'GET', path: `${p}/tags/`, summary: "The event's program tags with their categories (owners)",
    params: eventSlugParams, reply: programTagsReply, errors: eventRefusals,
  }),
  createTag: defineRoute({
    ...owner, method: 'POST', path: `${p}/tags/`, summary: 'Add a program tag (owners)',
    params: eventSlugParams, body: programTagBody, reply: organizerProgramTag, status: 201, rateLimit: organizerWrite, errors: eventRefusals,
  }),
  updateTag: defineRoute({
    ...owner, method: 'PATCH', path: `${p}/tags/:tagId/`, summary: 'Change a program tag (owners)',
    params: programTagParams, body: programTagPatch, reply: organizerProgramTag, rateLimit: organizerWrite, errors: eventRefusals,
  }),
  deleteTag: defineRoute({
    ...owner, method: 'DELETE', path: `${p}/tags/:tagId/`, summary: 'Remove a program tag from the event and its items (owners)',
    params: programTagParams, reply: z.undefined(), status: 204, rateLimit: organizerWrite, errors: eventRefusals,
  }),
  updateTagCategory: defineRoute({
    ...owner, method: 'PATCH', path: `${p}/tag-categories/`, summary: 'Rename or reorder a tag category (owners)',
    params: eventSlugParams, body: programTagCategoryPatch, reply: programTagsReply, rateLimit: organizerWrite, errors: eventRefusals,
  }),
  performers: defineRoute({
    ...owner, method: 'GET', path: `${p}/performers/`, summary: "The event's performers (owners)",
    params: eventSlugParams, query: organizerPerformersQuery, reply: organizerPerformersReply, errors: eventRefusals,
  }),
  createPerformer: defineRoute({
    ...owner, method: 'POST', path: `${p}/performers/`, summary: 'Add a performer (owners)',
    params: eventSlugParams, body: performerBody, reply: organizerPerformer, status: 201, rateLimit: organizerWrite, errors: eventRefusals,
  }),
  updatePerformer: defineRoute({
    ...owner, method: 'PATCH', path: `${p}/performers/:performerId/`, summary: 'Change a performer (owners)',
    params: organizerPerformerParams, body: performerPatch, reply: organizerPerformer, rateLimit: organizerWrite, errors: eventRefusals,
  }),
  deletePerformer: defineRoute({
    ...owner, method: 'DELETE', path: `${p}/performers/:performerId/`, summary: 'Remove a performer from the event and its items (owners)',
    params: organizerPerformerParams, reply: z.undefined(), status: 204, rateLimit: organizerWrite, errors: eventRefusals,
  }),
  putMugshot: defineRoute({
    ...owner, method: 'PUT', path: `${p}/performers/:performerId/mugshot/`, summary: "Upload a performer's mugshot, judged by its bytes (owners)",
    params: organizerPerformerParams, upload: { field: 'mugshot', kinds: ['image'] },
    reply: organizerPerformer, rateLimit: organizerUpload, errors: eventRefusals,
  }),
  deleteMugshot: defineRoute({
    ...owner, method: 'DELETE', path: `${p}/performers/:performerId/mugshot/`, summary: "Remove a performer's mugshot (owners)",
    params: organizerPerformerParams, reply: organizerPerformer, rateLimit: organizerWrite, errors: eventRefusals,
  }),
  previewImport: defineRoute({
    ...owner, method: 'POST', path: `${p}/import/preview/`, summary: 'What importing a schedule file would change; nothing is written (owners)',
    params: eventSlugParams, upload: { field: 'file', kinds: ['schedule'] },
    reply: scheduleImportReport, rateLimit: organizerUpload,
    // 409: the file cannot be applied as a whole (an id twice).
    errors: [...eventRefusals, 409],
  }),
  applyImport: defineRoute({
    ...owner, method: 'POST', path: `${p}/import/`, summary: 'Import a schedule file, all or nothing; a re-import updates in place (owners)',
    params: eventSlugParams, upload: { field: 'file', kinds: ['schedule'] },
    reply: scheduleImportReport, rateLimit: organizerUpload, errors: [...eventRefusals, 409],
  }),
  export: defineRoute({
    ...owner, method: 'GET', path: `${p}/export/:format/`, summary: 'The program as C3VOC schedule.json, frab XML or iCalendar (owners)',
    params: programExportParams, reply: z.string(), errors: eventRefusals,
  }),
};
