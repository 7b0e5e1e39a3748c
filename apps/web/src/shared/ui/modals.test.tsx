import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/app/test-utils';
import { closeAppModal, openAppModal } from './modals';

describe('openAppModal', () => {
  it('closes on Escape when dismissable', async () => {
    renderUi(<div />);
    act(() => void openAppModal({ id: 'a', title: 'Hello', children: <p>Body</p> }));
    expect(await screen.findByText('Body')).toBeTruthy();
    // Its close button has a name, not only an icon.
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('Body')).toBeNull();
  });

  it('stays open on Escape and has no close button when not dismissable', async () => {
    renderUi(<div />);
    act(() => void openAppModal({ id: 'b', title: 'Wait', children: <p>Locked</p>, dismissable: false }));
    expect(await screen.findByText('Locked')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('Locked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    act(() => closeAppModal('b'));
    expect(screen.queryByText('Locked')).toBeNull();
  });
});
