import { IconBrandMastodon } from '@tabler/icons-react';
import { registerEventConsoleSection } from '@/shared/plug-ins/console-sections';
import { lazyNamed } from '@/shared/ui/lazy';

/**
 * The social feed in the organiser console (`/manage/{eventSlug}/feed`), a chunk of its own: the event's
 * owners and moderators post and hide (the feed's own routes let them, not administrators who hold no role).
 */
export function registerSocialFeedConsoleSections(): void {
  registerEventConsoleSection({
    id: 'feed',
    path: 'feed',
    titleKey: 'manage_feed.title',
    icon: IconBrandMastodon,
    roles: ['owner', 'moderator'],
    order: 68,
    page: lazyNamed(() => import('./console/social-feed-page'), 'SocialFeedPage'),
  });
}
