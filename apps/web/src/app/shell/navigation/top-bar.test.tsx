import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eventFixture, renderUi, shellServer, signInForTest, stubFetch, userFixture } from '../../test-utils';
import { MobileTopBar } from './mobile-top-bar';
import { sanitizeHelp } from '@/shared/ui/help-modal';
import { TopBar } from './top-bar';

describe('desktop top bar', () => {
  it('shows the logo link, the menus, the sidebar icons by flag, help and the profile', async () => {
    signInForTest();
    stubFetch(shellServer());
    renderUi(<TopBar event={eventFixture({ enable_performers: false })} user={userFixture()} />);
    const bar = screen.getByTestId('top-bar');
    expect(within(bar).getByRole('link', { name: 'Lumen Summit: lobby' }).getAttribute('href')).toBe('/demo');
    expect((await within(bar).findByRole('link', { name: 'Venue' })).getAttribute('href')).toBe('/demo/map/venue/');
    expect(within(bar).getByRole('link', { name: 'Aurora Optics' }).getAttribute('href')).toBe('/demo/map/expo/booth/aurora');
    expect(within(bar).queryByRole('button', { name: 'Speakers' })).toBeNull();
    for (const name of ['Calendar', 'Attendees', 'Messages', 'Help']) expect(within(bar).getByRole('button', { name })).toBeTruthy();
  });

  it('groups sub-menus and disables a closed space with its tooltip', async () => {
    signInForTest();
    stubFetch(shellServer());
    renderUi(<TopBar event={eventFixture()} user={userFixture()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Program' }));
    expect(await screen.findByText('Stages')).toBeTruthy();
    const closed = screen.getByRole('menuitem', { name: 'Main stage' });
    expect(closed.hasAttribute('disabled') || closed.getAttribute('data-disabled') === 'true').toBe(true);
    await userEvent.hover(closed.closest('[data-closed-space]')!);
    expect((await screen.findByRole('tooltip')).textContent).toBe('This space is closed');
  });

  it('opens the sanitised help content in a modal', async () => {
    signInForTest();
    stubFetch(shellServer());
    renderUi(<TopBar event={eventFixture({ help_content: '<p>Ask <b>us</b></p><img src=x onerror="alert(1)">' })} user={userFixture()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    const help = await screen.findByTestId('help-content');
    expect(help.textContent).toBe('Ask us');
    expect(help.innerHTML).not.toContain('onerror');
    expect(sanitizeHelp('<script>alert(1)</script><a href="javascript:x">x</a>')).not.toMatch(/script|javascript/);
    // The modal's close button has a name (axe: button-name).
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});

describe('mobile top bar and drawer', () => {
  it('holds the menus, then the performer, calendar, attendee and message entries', async () => {
    signInForTest();
    stubFetch(shellServer());
    renderUi(<MobileTopBar event={eventFixture()} user={userFixture()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Event menu' });
    await within(nav).findByRole('link', { name: 'Venue' });
    const labels = [...nav.querySelectorAll('a, button')].map((el) => el.textContent?.trim()).filter(Boolean);
    expect(labels.slice(-5)).toEqual(['Speakers', 'Calendar', 'Attendees', 'Messages', 'Help']);
    expect(labels.indexOf('Venue')).toBeLessThan(labels.indexOf('Speakers'));
  });
});
