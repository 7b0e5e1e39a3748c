import { i18n } from '@/i18n';

/** A person's fields and roles as the people page names them, for the change log. */
export const peopleChangeWords = {
  field: (field: string): string | null => (field === 'roles' || field === 'tags' ? i18n.t(`manage_people.columns.${field}`) : null),
  term: (field: string, value: string): string | null =>
    field === 'roles' && (value === 'owner' || value === 'moderator') ? i18n.t(`manage_people.role.${value}`) : null,
};
