import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { newEventSlug } from '@foyer/contracts';
import { localiseServerText } from '@/shared/api/server-texts';
import { slugCheckQuery } from '../api';

export type SlugState =
  | { status: 'empty' }
  | { status: 'checking' }
  | { status: 'available' }
  /** Not to be had: its reason in words, in the app's language. */
  | { status: 'unavailable'; message: string }
  /** The check itself failed: creating will tell. */
  | { status: 'unknown' };

/**
 * Whether an event address is free, as it is typed: the contract's rule at once, then the server
 * (`GET /api/organizer/events/slug/`) once typing pauses, for addresses taken or reserved.
 */
export function useSlugCheck(slug: string): SlugState {
  const { t } = useTranslation();
  const typed = slug.trim();
  const [settled] = useDebouncedValue(typed, 350);
  const local = newEventSlug.safeParse(typed);
  const query = useQuery({ ...slugCheckQuery(settled), enabled: settled !== '' && settled === typed && local.success });
  if (typed === '') return { status: 'empty' };
  if (!local.success) return { status: 'unavailable', message: localiseServerText(local.error.issues[0]?.message ?? '') };
  if (settled !== typed || query.isPending) return { status: 'checking' };
  if (query.isError) return { status: 'unknown' };
  const reply = query.data;
  if (reply.available) return { status: 'available' };
  return { status: 'unavailable', message: reply.reason === 'taken' || !reply.detail ? t('manage_events.slug.taken') : localiseServerText(reply.detail) };
}

export { slugFromName } from '@/shared/lib/slug-from-name';
