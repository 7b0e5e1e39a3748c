import { useParams } from 'react-router';

/**
 * What follows an event section's own address (`/manage/{eventSlug}/{section}/…`): '' on the section's
 * page, `12` on `/manage/demo/spaces/12`. Sections with pages below theirs read them with this.
 */
export function useConsoleSubPath(): string {
  const rest = useParams()['*'] ?? '';
  return rest.split('/').filter(Boolean).slice(2).join('/');
}
