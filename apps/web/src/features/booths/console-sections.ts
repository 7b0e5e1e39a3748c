import { IconBuildingStore, IconId } from '@tabler/icons-react';
import { registerEventConsoleSection } from '@/shared/plug-ins/console-sections';
import { lazyNamed } from '@/shared/ui/lazy';
import { boothFieldLabel } from './console/change-words';

/**
 * The booths' parts of the organiser console, each a chunk of its own (decision 0085): every booth for owners
 * (`/manage/{eventSlug}/booths`, one booth at `booths/{boothSlug}`), and "My booth" for booth staff
 * (`/manage/{eventSlug}/my-booth`, their booth at `my-booth/{boothSlug}`).
 */
export function registerBoothConsoleSections(): void {
  registerEventConsoleSection({
    id: 'booths',
    path: 'booths',
    changeArea: 'booths',
    changeWords: { field: boothFieldLabel },
    titleKey: 'manage_booths.title',
    icon: IconBuildingStore,
    roles: ['owner', 'administrator'],
    order: 37,
    page: lazyNamed(() => import('./console/booths-page'), 'BoothsPage'),
  });
  registerEventConsoleSection({
    id: 'my-booth',
    path: 'my-booth',
    titleKey: 'manage_booths.mine.title',
    icon: IconId,
    roles: ['booth_staff'],
    order: 5,
    page: lazyNamed(() => import('./console/my-booth-page'), 'MyBoothPage'),
  });
}
