import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BoothStaff, OwnBusinessCard } from '@foyer/contracts';
import { boothStaffFixture, renderUi, signInForTest, stubFetch, userFixture } from '@/app/test-utils';
import { LeaveCardModal } from './components/leave-card-modal';

vi.setConfig({ testTimeout: 15_000 });

const give = '/api/events/demo/booths/aurora/give-business-card/';
const staff: BoothStaff[] = [
  boothStaffFixture(3, 'Bob', 'Berg'),
  boothStaffFixture(6, 'Hana', 'Hall'),
];
const ownCard = (over: Partial<OwnBusinessCard> = {}): OwnBusinessCard => ({
  id: 1, include_email: false, message: '', staff: null, assigned_to: null, is_auto: false, ignore_incognito_mode: false,
  created: '2026-05-12T10:00:00Z', updated: '2026-05-12T10:00:00Z', ...over,
});

function cardServer(status = 201) {
  return stubFetch((method, path, body) => {
    if (method === 'POST' && path === give) {
      return status === 201 ? { status, body: ownCard(body as Partial<OwnBusinessCard>) } : { status, body: { detail: 'Nope.' } };
    }
    return undefined;
  });
}

interface ModalOptions {
  onClose?: () => void;
  visitor?: ReturnType<typeof userFixture>;
  /** The card the server keeps (`my_business_card` of the booth detail). */
  myCard?: OwnBusinessCard | null;
  preselectedStaff?: number | null;
  onLeft?: (card: OwnBusinessCard) => void;
}

function renderModal({ onClose = vi.fn(), visitor = userFixture(), myCard = null, preselectedStaff, onLeft }: ModalOptions = {}) {
  renderUi(<LeaveCardModal opened onClose={onClose} eventSlug="demo" boothSlug="aurora" boothName="Aurora Optics" staff={staff} visitor={visitor}
    myCard={myCard} preselectedStaff={preselectedStaff} onLeft={onLeft} />);
  return onClose;
}

const emailToggle = () => screen.getByRole('switch', { name: /^Share my e-mail address/ }) as HTMLInputElement;
const staffChoice = () => screen.getByRole('combobox', { name: 'Addressed to' }) as HTMLInputElement;

describe('leave-card modal', () => {
  it('leaves a card with the e-mail, a staff member and a note, and says so for 3 s', async () => {
    signInForTest();
    const server = cardServer();
    const show = vi.spyOn(notifications, 'show');
    const onLeft = vi.fn();
    const onClose = renderModal({ onLeft });
    expect(emailToggle().checked).toBe(false);
    expect(emailToggle().disabled).toBe(false);
    const preview = screen.getByTestId('card-preview');
    expect(preview.textContent).toContain('Alice Andersen');
    expect(preview.textContent).not.toContain('alice@example.com');
    expect(screen.queryByTestId('card-show-identity')).toBeNull();
    fireEvent.click(emailToggle());
    expect(preview.textContent).toContain('alice@example.com');
    fireEvent.click(staffChoice());
    fireEvent.click(await screen.findByRole('option', { name: 'Hana Hall' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: '  Call me about lenses  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Leave business card' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.find('POST', give)[0]!.body).toEqual({ include_email: true, message: 'Call me about lenses', staff: 6, is_auto: false, ignore_incognito_mode: false });
    // The booth detail shows the server's answer at once.
    expect(onLeft).toHaveBeenCalledWith(expect.objectContaining({ include_email: true, staff: 6 }));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Your business card was left at the booth', autoClose: 3000, color: 'teal' }));
  });

  it('locks the e-mail on and the staff member from the card the server keeps, and prefills the note', async () => {
    signInForTest();
    const server = cardServer();
    renderModal({ myCard: ownCard({ include_email: true, staff: 3, assigned_to: 3, message: 'Call me' }) });
    expect(emailToggle().checked).toBe(true);
    expect(emailToggle().disabled).toBe(true);
    expect(screen.getByText('You already shared your e-mail address with this booth.')).toBeTruthy();
    expect(staffChoice().value).toBe('Bob Berg');
    expect(staffChoice().disabled).toBe(true);
    expect(screen.getByText('Your card is already assigned to this staff member.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toBe('Call me');
    fireEvent.click(screen.getByRole('button', { name: 'Update business card' }));
    await waitFor(() => expect(server.find('POST', give)).toHaveLength(1));
    expect(server.find('POST', give)[0]!.body).toMatchObject({ include_email: true, staff: 3, message: 'Call me' });
  });

  it('locks the staff member staff assigned, not the one a thumbnail preselected', () => {
    signInForTest();
    cardServer();
    renderModal({ myCard: ownCard({ staff: 3, assigned_to: 6 }), preselectedStaff: 3 });
    expect(staffChoice().value).toBe('Hana Hall');
    expect(staffChoice().disabled).toBe(true);
    expect(emailToggle().disabled).toBe(false);
  });

  it('locks only the e-mail while no staff member is assigned, and starts with a preselected one', () => {
    signInForTest();
    cardServer();
    renderModal({ myCard: ownCard({ include_email: true }), preselectedStaff: 6 });
    expect(emailToggle().disabled).toBe(true);
    expect(staffChoice().disabled).toBe(false);
    expect(staffChoice().value).toBe('Hana Hall');
  });

  it('locks nothing after an automatic card or before any', () => {
    signInForTest();
    cardServer();
    renderModal({ myCard: ownCard({ is_auto: true }) });
    expect(emailToggle().checked).toBe(false);
    expect(emailToggle().disabled).toBe(false);
    expect(staffChoice().disabled).toBe(false);
    expect(staffChoice().value).toBe('');
  });

  it('says "Error dropping business card" for 3 s when the card is refused, and stays open', async () => {
    signInForTest();
    cardServer(403);
    const show = vi.spyOn(notifications, 'show');
    const onClose = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Leave business card' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Error dropping business card', autoClose: 3000, color: 'red' })));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('leave-card modal of a visitor without a name', () => {
  it('previews them as the staff will see them, "Unnamed attendee", not "Anonymous" (the word for a hidden person)', () => {
    signInForTest();
    cardServer();
    renderModal({ visitor: userFixture({ first_name: '', last_name: '' }) });
    const preview = screen.getByTestId('card-preview');
    expect(preview.textContent).toContain('Unnamed attendee');
    expect(preview.textContent).not.toContain('Anonymous');
  });
});

describe('leave-card modal while incognito', () => {
  it('shows the alias the booth will see, and the real name when the visitor chooses to show it', async () => {
    signInForTest();
    const server = cardServer();
    renderModal({ visitor: userFixture({ incognito_mode: true, alias_name: 'Stargazer' }) });
    const preview = screen.getByTestId('card-preview');
    expect(preview.textContent).toContain('Stargazer');
    expect(preview.textContent).not.toContain('Alice');
    fireEvent.click(screen.getByRole('switch', { name: /^Show my name and picture to this booth/ }));
    expect(preview.textContent).toContain('Alice Andersen');
    fireEvent.click(screen.getByRole('button', { name: 'Leave business card' }));
    await waitFor(() => expect(server.find('POST', give)).toHaveLength(1));
    expect(server.find('POST', give)[0]!.body).toMatchObject({ ignore_incognito_mode: true });
  });

  it('keeps the name shown once the visitor chose to show it', () => {
    signInForTest();
    cardServer();
    renderModal({ visitor: userFixture({ incognito_mode: true, alias_name: 'Stargazer' }), myCard: ownCard({ ignore_incognito_mode: true }) });
    const toggle = screen.getByRole('switch', { name: /^Show my name and picture to this booth/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
    expect(screen.getByTestId('card-preview').textContent).toContain('Alice Andersen');
  });
});
