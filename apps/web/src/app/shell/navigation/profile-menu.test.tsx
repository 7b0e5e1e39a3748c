import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventFixture, renderUi, signInForTest, stubFetch, userFixture } from '../../test-utils';
import { goodiebagLabel } from '@/features/goodiebag';
import { ProfileMenu } from './profile-menu';

async function open(event = eventFixture(), user = userFixture()) {
  renderUi(<><ProfileMenu event={event} user={user} /><Notifications /></>);
  await userEvent.click(screen.getByRole('button', { name: 'Profile menu of Alice Andersen' }));
  return screen.getByTestId('profile-menu');
}

describe('profile dropdown', () => {
  it('opens Edit profile in a dialog whose close button has a name', async () => {
    await open();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('holds the entries of the spec', async () => {
    await open();
    for (const name of ['Edit profile', 'Favorites', 'Check browser settings', 'Do not disturb', 'Remove account', 'Sign out']) {
      expect(screen.getByRole(name === 'Do not disturb' ? 'menuitemcheckbox' : 'menuitem', { name })).toBeTruthy();
    }
    expect(screen.getByRole('menuitem', { name: 'Sign out' }).getAttribute('href')).toBe('/logout');
    expect(screen.getByRole('menuitem', { name: 'Remove account' }).getAttribute('href')).toMatch(/^\/remove-account/);
    expect(screen.getByTestId('timezone-info').textContent).toMatch(/your time zone/);
    expect(screen.queryByRole('menuitem', { name: 'Manage appointments' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'My meetings' })).toBeNull();
  });

  it('shows appointments and meetings when the event has them', async () => {
    await open(eventFixture({ enable_meeting_scheduling: true, enable_group_sessions: true }));
    expect(screen.getByRole('menuitem', { name: 'Manage appointments' }).getAttribute('href')).toBe('/demo/appointments');
    expect(screen.getByRole('menuitem', { name: 'My meetings' })).toBeTruthy();
  });

  it('hides do-not-disturb in the lite edition and for a user without id', async () => {
    await open(eventFixture({ is_lite: true }));
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Do not disturb' })).toBeNull();
  });

  it('toggles do-not-disturb', async () => {
    await open();
    const item = screen.getByRole('menuitemcheckbox', { name: 'Do not disturb' });
    expect(item.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(item);
    expect(screen.getByRole('menuitemcheckbox', { name: 'Do not disturb' }).getAttribute('aria-checked')).toBe('true');
    // The item is the control: the switch drawn in it is inert, nothing to reach inside it (axe nested-interactive).
    const drawn = item.querySelector('input[role="switch"]')!;
    expect(drawn.closest('[inert]')).not.toBeNull();
    // The menu owns only its items: the header's avatar is out of the accessibility tree (axe aria-required-children).
    expect(screen.getByTestId('profile-menu').querySelector('.mantine-Avatar-root')!.getAttribute('aria-hidden')).toBe('true');
  });

  it("names the goodie bag as the event does, translating the default 'Favorites'", async () => {
    const t = (key: string) => (key === 'profile.goodiebag_default' ? 'Favorieten' : key);
    expect(goodiebagLabel('Favorites', t)).toBe('Favorieten');
    expect(goodiebagLabel('', t)).toBe('Favorieten');
    expect(goodiebagLabel('My bag', t)).toBe('My bag');
  });

  describe('Download my data', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('downloads the export with the sign-in and saves it under the server\'s file name', async () => {
      signInForTest();
      const api = stubFetch((method, path) => (method === 'GET' && path === '/api/export-user-data/' ? { body: { format: 'foyer.personal-data.v1' } } : undefined));
      const saved: string[] = [];
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined }));
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
      await open();
      await userEvent.click(screen.getByRole('menuitem', { name: 'Download my data' }));
      await vi.waitFor(() => expect(click).toHaveBeenCalled());
      const [request] = api.find('GET', '/api/export-user-data/');
      expect(new Headers(api.fn.mock.calls[0]![1]?.headers).get('authorization')).toMatch(/^Bearer /);
      expect(request).toBeTruthy();
      expect(saved).toEqual(['foyer-my-data.json']);
      click.mockRestore();
    });

    it('says so when the download fails', async () => {
      signInForTest();
      stubFetch(() => ({ status: 429, body: { detail: 'Request was throttled.' } }));
      await open();
      await userEvent.click(screen.getByRole('menuitem', { name: 'Download my data' }));
      expect(await screen.findByText('Your data could not be downloaded. Please try again in a few minutes.')).toBeTruthy();
    });
  });
});
