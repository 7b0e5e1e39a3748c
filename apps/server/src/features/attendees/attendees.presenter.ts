import { anonymousAttendeeName, hiddenProfileField, type Attendee } from '@foyer/contracts';
import type { AttendeeRow } from './attendees.repository';

type HiddenField = Attendee['hidden_profile_fields'][number];

/**
 * An attendee as `viewerId` may see them (spec 3 §4 and §6):
 * - the viewer themselves: everything;
 * - incognito: the alias (or "Anonymous"), no picture, company, job title, about, links, tags or document;
 * - not public (in their profile or in this event): "Anonymous" with the same blanks;
 * - public: everything but the fields they hide and, with `hide_document`, their document.
 */
export function presentAttendee(row: AttendeeRow, viewerId: number | null): Attendee {
  const hidden = row.hidden_profile_fields.filter((f): f is HiddenField => hiddenProfileField.safeParse(f).success);
  const isPublic = row.user_public && row.member_public;
  const base: Attendee = {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    mugshot: row.mugshot,
    about: row.about,
    linkedin: row.linkedin,
    facebook: row.facebook,
    twitter: row.twitter,
    instagram: row.instagram,
    is_online: row.online,
    do_not_disturb: row.do_not_disturb,
    tags: row.tags,
    jobtitle: row.jobtitle,
    company: row.company,
    location_type: row.location_type,
    is_public: isPublic,
    videocall_status: row.videocall_status ?? null,
    document: row.document,
    document_name: row.document_name,
    hidden_profile_fields: hidden,
    hide_document: row.hide_document,
    incognito_mode: row.incognito_mode,
  };
  if (viewerId === row.id) return base;
  if (row.incognito_mode || !isPublic) {
    const name = row.incognito_mode ? row.alias_name.trim() || anonymousAttendeeName : anonymousAttendeeName;
    return {
      ...base,
      first_name: name,
      last_name: '',
      mugshot: null,
      about: '',
      linkedin: '',
      facebook: '',
      twitter: '',
      instagram: '',
      tags: [],
      jobtitle: '',
      company: '',
      document: null,
      document_name: null,
      hidden_profile_fields: [],
    };
  }
  const shown = (field: HiddenField, value: string) => (hidden.includes(field) ? '' : value);
  return {
    ...base,
    jobtitle: shown('jobtitle', row.jobtitle),
    company: shown('company', row.company),
    linkedin: shown('linkedin', row.linkedin),
    facebook: shown('facebook', row.facebook),
    twitter: shown('twitter', row.twitter),
    instagram: shown('instagram', row.instagram),
    document: row.hide_document ? null : row.document,
    document_name: row.hide_document ? null : row.document_name,
  };
}
