import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { eventFixture, renderUi } from '../../test-utils';
import { SidebarButtons } from '../navigation/sidebar-buttons';
import { availableSidebars } from './sidebar-meta';
import { SidebarHost } from './sidebar-host';
import { registerSidebarPanel } from '@/shared/plug-ins/sidebar-panels';
import { sidebars, usePagePanel } from '@/shared/plug-ins/sidebars';

afterEach(() => act(() => sidebars.close()));

describe('sidebars', () => {
  it('are mutually exclusive: opening one closes the others', () => {
    sidebars.open('performers');
    expect(sidebars.get().open).toBe('performers');
    sidebars.open('attendees');
    expect(sidebars.get().open).toBe('attendees');
    sidebars.toggle('messages');
    expect(sidebars.get().open).toBe('messages');
    sidebars.toggle('messages');
    expect(sidebars.get().open).toBeNull();
  });

  it("and a page's own panel exclude each other: a sidebar folds it, opening it closes the sidebar", () => {
    const { result } = renderHook(() => usePagePanel<'qa' | 'chat'>('qa'));
    expect(result.current[0]).toBe('qa');
    act(() => sidebars.open('attendees'));
    expect(result.current[0]).toBeNull();
    act(() => result.current[1]('chat'));
    expect(result.current[0]).toBe('chat');
    expect(sidebars.get().open).toBeNull();
    act(() => result.current[1](null));
    expect(result.current[0]).toBeNull();
  });

  it('follow the event flags in the top bar', () => {
    expect(availableSidebars(eventFixture())).toEqual(['performers', 'calendar', 'attendees', 'messages']);
    expect(availableSidebars(eventFixture({ enable_performers: false, enable_attendees: false }))).toEqual(['calendar', 'messages']);
    expect(
      availableSidebars(eventFixture({ preview_config: { ...eventFixture().preview_config, show_calendar_icon: false, show_speaker_icon: false } })),
    ).toEqual(['attendees', 'messages']);
    // Outside the event's days, unless the event shows attendees then (decision 0071).
    expect(availableSidebars(eventFixture(), false)).toEqual(['performers', 'calendar', 'messages']);
  });

  it('show one panel at a time from the top-bar icons, with a designed empty state', async () => {
    renderUi(
      <>
        <SidebarButtons event={eventFixture()} />
        <SidebarHost eventSlug="demo" />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Attendees' }));
    const attendees = screen.getByTestId('sidebar-attendees');
    expect(within(attendees).getByText('No attendees to show yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Attendees' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    expect(screen.queryByTestId('sidebar-attendees')).toBeNull();
    expect(screen.getByTestId('sidebar-messages')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Attendees' }).getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(within(screen.getByTestId('sidebar-messages')).getByRole('button', { name: 'Close' }));
    expect(sidebars.get().open).toBeNull();
  });

  it('host the panel a feature registers', async () => {
    registerSidebarPanel('calendar', { component: ({ eventSlug }) => <p>Program of {eventSlug}</p> });
    renderUi(<SidebarHost eventSlug="demo" />);
    act(() => sidebars.open('calendar'));
    expect(await screen.findByText('Program of demo')).toBeTruthy();
  });
});
