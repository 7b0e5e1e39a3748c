import { registerFavouriteView } from '@/shared/plug-ins/favourite-views';
import { registerSpacePage } from '@/shared/plug-ins/space-pages';
import { lazyNamed } from '@/shared/ui/lazy';

/** The meeting space page and how a meeting looks in the goodie bag; each a chunk of its own. */
export function registerMeetingPlugIns(): void {
  registerSpacePage('meeting', lazyNamed(() => import('./components/meeting-space-page'), 'MeetingSpacePage'));
  registerFavouriteView('meeting', () => import('./favourite-views').then((m) => m.meetingFavouriteView));
}
