import { Loader, Center } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Suspense } from 'react';
import type { CurrentUser } from '@foyer/contracts';
import type { TFunction } from 'i18next';
import { loadEditProfileForm } from '@/features/profiles';
import { lazyNamed } from '@/shared/ui/lazy';

// The editor (and its rich-text library) is a chunk of its own, loaded when the modal first opens.
const EditProfileForm = lazyNamed(loadEditProfileForm, 'EditProfileForm');

export function displayName(user: Pick<CurrentUser, 'first_name' | 'last_name' | 'email'>): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.email;
}

const modalId = 'edit-profile';

/** Whether the profile must be completed before anything else (spec 3: forced open while a name is empty). */
export const needsNames = (user: Pick<CurrentUser, 'first_name' | 'last_name'>) => !user.first_name.trim() || !user.last_name.trim();

/**
 * Edit profile. `forced`: opened after login because a name is missing; then it cannot be dismissed
 * (no close button, no Escape, no click outside) until saved.
 */
export function openEditProfileModal(t: TFunction, user: CurrentUser, opts: { eventSlug?: string | null; forced?: boolean } = {}): void {
  const forced = opts.forced ?? false;
  modals.open({
    modalId,
    title: t('profile.edit_profile'),
    closeButtonProps: { 'aria-label': t('common.close') },
    size: 'lg',
    withCloseButton: !forced,
    closeOnEscape: !forced,
    closeOnClickOutside: !forced,
    children: (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader type="dots" aria-label={t('common.loading')} />
          </Center>
        }
      >
        <EditProfileForm user={user} eventSlug={opts.eventSlug ?? null} forced={forced} modalId={modalId} />
      </Suspense>
    ),
  });
}
