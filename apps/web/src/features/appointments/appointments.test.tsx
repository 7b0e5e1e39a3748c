import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentSchedule, CurrentEvent } from '@foyer/contracts';
import { eventFixture, renderApp, renderUi, shellServer, signInForTest, stubFetch } from '@/app/test-utils';
import { timeOf } from './clock';
import { CalendarAppointments } from './components/calendar-column';
import { JoinButton } from './components/join-button';
import { MeetingRequestCard } from './components/meeting-request-card';
import { RequestDialog } from './components/request-dialog';

vi.setConfig({ testTimeout: 20_000 });

// The viewer (userFixture) is 7. The demo event runs 12–14 May 2026; "now" is its first morning.
const now = new Date('2026-05-12T06:00:00Z');
const person = (id: number, first: string) => ({ id, first_name: first, last_name: 'Test', mugshot: null, do_not_disturb: false, jobtitle: 'Engineer', company: 'Lumen' });
const alice = person(7, 'Alice');
const bob = person(8, 'Bob');
let nextId = 1;
const schedule = (over: Partial<AppointmentSchedule> = {}): AppointmentSchedule => ({
  id: nextId++, subject: 'Lenses', location: '', location_type: 'VIRTUAL', start_date: '2026-05-13T10:00:00Z', end_date: '2026-05-13T10:30:00Z',
  sender: 8, receiver: 7, sender_info: bob, receiver_info: alice, previous_schedule: null, twilio_name: null,
  status: 'PENDING', created: '2026-05-01T10:00:00Z', ...over,
} as AppointmentSchedule);
const paged = (results: unknown[], count = results.length) => ({ count, next: null, previous: null, results });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

function server(lists: { upcoming: AppointmentSchedule[]; past: AppointmentSchedule[]; upcomingCount?: number }, scheduling = true) {
  const shell = shellServer({ event: { body: eventFixture({ enable_meeting_scheduling: scheduling }) } });
  return stubFetch((method, path, body) => {
    const [p, qs] = path.split('?');
    const q = new URLSearchParams(qs);
    if (p === '/api/events/demo/appointment_schedules/' && method === 'GET') {
      const filter = q.get('filter') as 'upcoming' | 'past';
      const offset = Number(q.get('offset'));
      const all = lists[filter];
      return { body: paged(all.slice(offset, offset + 10), filter === 'upcoming' ? (lists.upcomingCount ?? all.length) : all.length) };
    }
    if (method === 'POST' && /\/appointment_schedules\/\d+\/(accept|deny|cancel)\/$/.test(p!)) return { body: lists.upcoming[0] };
    return shell(method, path, body);
  });
}

describe('Manage my appointments', () => {
  it('lists upcoming and past appointments with their location, join control or status', async () => {
    signInForTest();
    server({
      upcoming: [
        schedule({ subject: 'Optics chat', status: 'ACCEPTED', twilio_name: '42' }),
        schedule({ subject: 'Stand visit', status: 'ACCEPTED', location: 'Stand 4', location_type: 'IN_PERSON' }),
        schedule({ subject: 'Intro', status: 'PENDING' }),
      ],
      past: [schedule({ subject: 'Old one', status: 'CANCELLED', start_date: '2026-05-01T10:00:00Z', end_date: '2026-05-01T10:30:00Z' })],
    });
    renderApp('/demo/appointments');
    expect(await screen.findByRole('heading', { name: 'Manage my appointments' })).toBeTruthy();
    const upcoming = await screen.findByTestId('appointments-upcoming');
    await waitFor(() => expect(within(upcoming).getAllByTestId('appointment-row')).toHaveLength(3));
    const [call, inPerson, pending] = within(upcoming).getAllByTestId('appointment-row') as [HTMLElement, HTMLElement, HTMLElement];
    // A call a day ahead: the join control is there but closed until 5 minutes before.
    expect((within(call).getByTestId('appointment-join') as HTMLButtonElement).disabled).toBe(true);
    expect(within(inPerson).getByTestId('appointment-location').textContent).toContain('Stand 4');
    expect(within(pending).getByTestId('appointment-status').textContent).toBe('pending');
    const past = screen.getByTestId('appointments-past');
    await waitFor(() => expect(within(past).getAllByTestId('appointment-row')).toHaveLength(1));
    const old = within(past).getByTestId('appointment-row');
    expect(old.getAttribute('data-faded')).toBe('true');
    expect(within(old).getByTestId('appointment-status').textContent).toBe('cancelled');
    // Nothing to do on a past appointment.
    expect(within(old).queryByRole('button')).toBeNull();
  });

  it('offers the receiver accept and deny, the sender reschedule and cancel (the state machine)', async () => {
    signInForTest();
    server({
      upcoming: [schedule({ subject: 'To me' }), schedule({ subject: 'From me', sender: 7, receiver: 8, sender_info: alice, receiver_info: bob })],
      past: [],
    });
    renderApp('/demo/appointments');
    const upcoming = await screen.findByTestId('appointments-upcoming');
    await waitFor(() => expect(within(upcoming).getAllByTestId('appointment-row')).toHaveLength(2));
    const [toMe, fromMe] = within(upcoming).getAllByTestId('appointment-row') as [HTMLElement, HTMLElement];
    expect(within(toMe).getByTestId('appointment-accept')).toBeTruthy();
    expect(within(toMe).getByTestId('appointment-deny')).toBeTruthy();
    expect(within(toMe).queryByTestId('appointment-reschedule')).toBeNull();
    expect(within(toMe).queryByTestId('appointment-cancel')).toBeNull();
    expect(within(fromMe).getByTestId('appointment-reschedule')).toBeTruthy();
    expect(within(fromMe).getByTestId('appointment-cancel')).toBeTruthy();
    expect(within(fromMe).queryByTestId('appointment-accept')).toBeNull();
  });

  it('accepts after the confirmation, and says so when accepting fails', async () => {
    signInForTest();
    const show = vi.spyOn(notifications, 'show');
    const first = schedule({ subject: 'To me' });
    const api = stubFetch((method, path, body) => {
      if (method === 'POST' && path.endsWith(`/appointment_schedules/${first.id}/accept/`)) return { status: 409, body: { detail: 'This time is no longer free.' } };
      if (path.startsWith('/api/events/demo/appointment_schedules/?')) return { body: paged(path.includes('upcoming') ? [first] : []) };
      return shellServer({ event: { body: eventFixture({ enable_meeting_scheduling: true }) } })(method, path, body);
    });
    renderApp('/demo/appointments');
    fireEvent.click(await screen.findByTestId('appointment-accept'));
    fireEvent.click(await screen.findByTestId('appointment-confirm'));
    await waitFor(() => expect(api.find('POST', `/api/events/demo/appointment_schedules/${first.id}/accept/`)).toHaveLength(1));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'accept schedule failed', message: 'This time is no longer free.' })));
  });

  it('pages by 10 with load more', async () => {
    signInForTest();
    const many = Array.from({ length: 12 }, (_, i) => schedule({ subject: `Meeting ${i}`, start_date: `2026-05-13T${String(8 + i).padStart(2, '0')}:00:00Z`, end_date: `2026-05-13T${String(8 + i).padStart(2, '0')}:15:00Z` }));
    const api = server({ upcoming: many, past: [] });
    renderApp('/demo/appointments');
    const upcoming = await screen.findByTestId('appointments-upcoming');
    await waitFor(() => expect(within(upcoming).getAllByTestId('appointment-row')).toHaveLength(10));
    fireEvent.click(screen.getByTestId('appointments-upcoming-more'));
    await waitFor(() => expect(within(upcoming).getAllByTestId('appointment-row')).toHaveLength(12));
    expect(api.calls.some((c) => c.path.includes('filter=upcoming') && c.path.includes('offset=10') && c.path.includes('limit=10'))).toBe(true);
    expect(screen.queryByTestId('appointments-upcoming-more')).toBeNull();
  });

  it('says so when the event does not use meeting scheduling', async () => {
    signInForTest();
    server({ upcoming: [], past: [] }, false);
    renderApp('/demo/appointments');
    expect(await screen.findByTestId('appointments-disabled')).toBeTruthy();
    expect(screen.queryByTestId('appointments-upcoming')).toBeNull();
  });
});

describe('blocking time without a mouse', () => {
  // FullCalendar is the tab's lazy chunk: loaded once up front, so each test waits for rendering only.
  beforeAll(async () => {
    await import('./components/availability-calendar');
  }, 120_000);
  const existing = { id: 50, subject: 'Blocked', start_date: new Date(2026, 4, 13, 10, 0).toISOString(), end_date: new Date(2026, 4, 13, 10, 30).toISOString(), receiver: 7, status: 'BLOCKED' as const };
  function calendarServer(event: Partial<CurrentEvent> = {}, blocks = [existing]) {
    const shell = shellServer({ event: { body: eventFixture({ enable_meeting_scheduling: true, ...event }) } });
    return stubFetch((method, path, body) => {
      if (path === '/api/events/demo/appointment_schedules/blocked/' && method === 'GET') return { body: paged(blocks) };
      if (path === '/api/events/demo/appointment_schedules/blocked/' && method === 'POST') {
        const b = body as { start_date: string; end_date: string };
        blocks.push({ ...existing, id: 51, start_date: b.start_date, end_date: b.end_date });
        return { status: 201, body: paged(blocks) };
      }
      if (path === '/api/events/demo/appointment_schedules/blocked/50/' && method === 'DELETE') {
        blocks.splice(blocks.findIndex((b) => b.id === 50), 1);
        return { status: 204, body: null };
      }
      return shell(method, path, body);
    });
  }
  const posts = (api: ReturnType<typeof calendarServer>) => api.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/blocked/'));
  const fill = (start: string, end: string) => {
    fireEvent.change(screen.getByTestId('block-start'), { target: { value: start } });
    fireEvent.change(screen.getByTestId('block-end'), { target: { value: end } });
  };

  it("blocks a day's range from the Block time form with the calendar's own call, and says so", async () => {
    signInForTest();
    const api = calendarServer();
    renderApp('/demo/appointments?tab=availability');
    const open = await screen.findByTestId('block-time', {}, { timeout: 15_000 });
    expect(open.tagName).toBe('BUTTON');
    fireEvent.click(open);
    const form = await screen.findByTestId('block-time-form');
    // The event's three days to choose from, labelled for people.
    fireEvent.click(within(form).getByRole('combobox', { name: 'Day' }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(3);
    fireEvent.click(options[1]!);
    fill('14:15', '15:45');
    fireEvent.click(within(form).getByTestId('block-submit'));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]!.body).toEqual({
      start_date: new Date(2026, 4, 13, 14, 15).toISOString(), end_date: new Date(2026, 4, 13, 15, 45).toISOString(), subject: 'Blocked', receiver: 7,
    });
    expect(await screen.findByText('timeslots successfully blocked')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('block-time-form')).toBeNull());
  });

  it('refuses an end before the start and a range overlapping a block, saying why and sending nothing', async () => {
    signInForTest();
    const api = calendarServer();
    renderApp('/demo/appointments?tab=availability');
    fireEvent.click(await screen.findByTestId('block-time', {}, { timeout: 15_000 }));
    const form = await screen.findByTestId('block-time-form');
    fireEvent.click(within(form).getByRole('combobox', { name: 'Day' }));
    fireEvent.click((await screen.findAllByRole('option'))[1]!);
    fill('11:00', '10:00');
    fireEvent.click(within(form).getByTestId('block-submit'));
    expect((await screen.findByTestId('block-error')).textContent).toBe('The end must be after the start.');
    fill('10:15', '11:00');
    fireEvent.click(within(form).getByTestId('block-submit'));
    await waitFor(() => expect(screen.getByTestId('block-error').textContent).toBe('This time overlaps another appointment or blocked time in your calendar.'));
    // Touching the block is fine.
    fill('10:30', '11:00');
    fireEvent.click(within(form).getByTestId('block-submit'));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]!.body).toMatchObject({ start_date: new Date(2026, 4, 13, 10, 30).toISOString() });
  });

  it("shows only the event's own days in the week view when the event lies within one week", async () => {
    signInForTest();
    calendarServer();
    renderApp('/demo/appointments?tab=availability');
    await screen.findByText('Blocked 10:00–10:30, Wednesday, May 13. Enter deletes it.', {}, { timeout: 15_000 });
    // The event runs Tuesday 12 to Thursday 14 May: three columns, no greyed Monday or weekend.
    const headers = [...document.querySelectorAll('.fc-col-header-cell')].map((h) => h.getAttribute('data-date'));
    expect(headers).toEqual(['2026-05-12', '2026-05-13', '2026-05-14']);
  });

  it('opens on all the days of an event that runs Sunday to Tuesday, on its Sunday', async () => {
    // A Monday-to-Sunday week on the Sunday showed that day alone (and six days before the event): the
    // Monday and Tuesday, and what lay on them, were a click on "next" away.
    vi.setSystemTime(new Date(2026, 4, 10, 9, 0));
    signInForTest();
    const monday = { ...existing, start_date: new Date(2026, 4, 11, 10, 0).toISOString(), end_date: new Date(2026, 4, 11, 10, 30).toISOString() };
    calendarServer({ start_date: '2026-05-10T08:00:00Z', end_date: '2026-05-12T17:00:00Z' }, [monday]);
    renderApp('/demo/appointments?tab=availability');
    await screen.findByText('Blocked 10:00–10:30, Monday, May 11. Enter deletes it.', {}, { timeout: 15_000 });
    const headers = [...document.querySelectorAll('.fc-col-header-cell')].map((h) => h.getAttribute('data-date'));
    expect(headers).toEqual(['2026-05-10', '2026-05-11', '2026-05-12']);
    // The whole event is on screen: no week before or after it to page to.
    expect(screen.getByTestId('availability-prev')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('availability-next')).toHaveProperty('disabled', true);
  });

  it('keeps today in the date picker while the whole event shows, and Day opens on it', async () => {
    vi.setSystemTime(new Date(2026, 4, 11, 9, 0));
    signInForTest();
    calendarServer({ start_date: '2026-05-10T08:00:00Z', end_date: '2026-05-12T17:00:00Z' }, []);
    renderApp('/demo/appointments?tab=availability');
    await waitFor(() => expect(document.querySelectorAll('.fc-col-header-cell')).toHaveLength(3), { timeout: 15_000 });
    expect((screen.getByTestId('availability-date') as HTMLButtonElement).textContent).toBe('11 May 2026');
    fireEvent.click(within(screen.getByTestId('availability-view')).getByText('Day'));
    await waitFor(() => expect([...document.querySelectorAll('.fc-col-header-cell')].map((h) => h.getAttribute('data-date'))).toEqual(['2026-05-11']));
    expect(screen.getByTestId('availability-next')).toHaveProperty('disabled', false);
  });

  it('deletes a blocked slot by keyboard: Tab reaches it, Enter asks yes or no, No keeps it and Yes deletes it', async () => {
    signInForTest();
    const api = calendarServer();
    renderApp('/demo/appointments?tab=availability');
    // The calendar opens on the event's first day (the 12th); the block is on the 13th, in the same week.
    // The block is a focusable button named by its time and what Enter does (jsdom measures no layout, so
    // FullCalendar keeps its events' boxes hidden here and role queries cannot name them).
    const label = await screen.findByText('Blocked 10:00–10:30, Wednesday, May 13. Enter deletes it.', {}, { timeout: 15_000 });
    const block = label.closest<HTMLElement>('[role="button"]')!;
    expect(block.tabIndex).toBe(0);
    const deletes = () => api.calls.filter((c) => c.method === 'DELETE');
    fireEvent.keyDown(block, { key: 'Enter' });
    expect(await screen.findByText('Do you want to delete this blocked timeslot?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('block-delete-no'));
    await waitFor(() => expect(screen.queryByText('Do you want to delete this blocked timeslot?')).toBeNull());
    expect(deletes()).toHaveLength(0);
    fireEvent.keyDown(block, { key: ' ' });
    fireEvent.click(await screen.findByTestId('block-delete-yes'));
    await waitFor(() => expect(deletes().map((c) => c.path)).toEqual(['/api/events/demo/appointment_schedules/blocked/50/']));
    await waitFor(() => expect(screen.queryByText('Blocked 10:00–10:30, Wednesday, May 13. Enter deletes it.')).toBeNull());
  });
});

describe('the two-step meeting dialog', () => {
  function dialogServer() {
    const shell = shellServer({ event: { body: eventFixture({ enable_meeting_scheduling: true, start_date: '2026-05-12T00:00:00Z', end_date: '2026-05-30T17:00:00Z' }) } });
    return stubFetch((method, path, body) => {
      // Bob is busy 09:00–09:30 UTC on the 12th.
      if (path.startsWith('/api/events/demo/appointment_schedules/?filter=upcomming&receiver=8')) return { body: paged([{ start_date: '2026-05-12T09:00:00Z', end_date: '2026-05-12T09:30:00Z' }]) };
      if (path === '/api/events/demo/appointment_schedules/blocked/') return { body: paged([]) };
      if (path.startsWith('/api/events/demo/appointment_schedules/suggestions/')) return { body: { results: [{ start_date: '2026-05-12T09:30:00Z', end_date: '2026-05-12T10:00:00Z' }] } };
      if (method === 'POST' && path === '/api/events/demo/appointment_schedules/') return { status: 201, body: schedule() };
      return shell(method, path, body);
    });
  }
  const slotButton = (label: string) => screen.getAllByTestId('appointment-slot').find((b) => b.textContent === label)!;

  it('offers only free, consecutive slots and needs one before Next', async () => {
    signInForTest();
    const show = vi.spyOn(notifications, 'show');
    dialogServer();
    renderUi(<RequestDialog eventSlug="demo" person={bob} previous={null} />, '/demo', ':eventSlug');
    fireEvent.click(await screen.findByRole('radio', { name: 'Morning' }));
    await screen.findByTestId('appointment-slots');
    const labels = screen.getAllByTestId('appointment-slot').map((b) => b.textContent);
    // The day strip starts today; Bob's busy half hour (09:00–09:30 UTC) is not offered (times on the viewer's clock).
    const at = (hhmm: string) => timeOf(`2026-05-12T${hhmm}:00Z`, 'en-US');
    expect(labels).not.toContain(at('09:00'));
    expect(labels).not.toContain(at('09:15'));
    expect(labels).toContain(at('09:30'));
    const next = screen.getByTestId('appointment-next') as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(slotButton(at('09:30')));
    fireEvent.click(slotButton(at('09:45')));
    expect(next.disabled).toBe(false);
    fireEvent.click(slotButton(at('08:00')));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'please pick only consecutive time slots', autoClose: 3000 }));
    expect(slotButton(at('08:00')).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('appointment-picked').textContent).toContain(`${at('09:30')}–${at('10:00')}`);
  });

  it('offers the suggested times on top, then asks where and what, and sends the request', async () => {
    signInForTest();
    const show = vi.spyOn(notifications, 'show');
    const api = dialogServer();
    renderUi(<RequestDialog eventSlug="demo" person={bob} previous={null} />, '/demo', ':eventSlug');
    fireEvent.click(await screen.findByTestId('appointment-suggestion'));
    fireEvent.click(screen.getByTestId('appointment-next'));
    expect(await screen.findByTestId('appointment-subject')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'In person' }));
    fireEvent.change(screen.getByTestId('appointment-subject'), { target: { value: 'Lens samples' } });
    fireEvent.click(screen.getByTestId('appointment-send'));
    // In person needs a location.
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(api.find('POST', '/api/events/demo/appointment_schedules/')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('appointment-location'), { target: { value: 'Stand 4' } });
    fireEvent.click(screen.getByTestId('appointment-send'));
    await waitFor(() => expect(api.find('POST', '/api/events/demo/appointment_schedules/')).toHaveLength(1));
    expect(api.find('POST', '/api/events/demo/appointment_schedules/')[0]!.body).toEqual({
      subject: 'Lens samples', location: 'Stand 4', location_type: 'IN_PERSON', start_date: '2026-05-12T09:30:00.000Z', end_date: '2026-05-12T10:00:00.000Z', receiver: 8,
    });
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'schedule meeting successfully' })));
  });

  it('goes back to step 0, and reschedules in person when the previous schedule had a location', async () => {
    signInForTest();
    const api = dialogServer();
    const previous = schedule({ id: 99, sender: 7, receiver: 8, sender_info: alice, receiver_info: bob, location: 'Stand 4', location_type: 'IN_PERSON', subject: 'Samples' });
    renderUi(<RequestDialog eventSlug="demo" person={bob} previous={previous} />, '/demo', ':eventSlug');
    fireEvent.click(await screen.findByTestId('appointment-suggestion'));
    fireEvent.click(screen.getByTestId('appointment-next'));
    expect((await screen.findByRole('radio', { name: 'In person' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('appointment-back'));
    expect(await screen.findByTestId('appointment-days')).toBeTruthy();
    fireEvent.click(screen.getByTestId('appointment-next'));
    fireEvent.click(await screen.findByTestId('appointment-send'));
    await waitFor(() => expect(api.find('POST', '/api/events/demo/appointment_schedules/99/reschedule/')).toHaveLength(1));
  });

  it('shows 10 days a page, from today to the event end', async () => {
    signInForTest();
    dialogServer();
    renderUi(<RequestDialog eventSlug="demo" person={bob} previous={null} />, '/demo', ':eventSlug');
    const strip = await screen.findByTestId('appointment-days');
    expect(within(strip).getAllByRole('button')).toHaveLength(10);
    expect(within(strip).getAllByRole('button')[0]!.getAttribute('aria-label')).toBe('Tuesday, May 12');
    fireEvent.click(screen.getByRole('button', { name: 'Later days' }));
    // 12–30 May: 19 days, 9 on the second page.
    expect(within(strip).getAllByRole('button')).toHaveLength(9);
    expect((screen.getByRole('button', { name: 'Later days' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('joining an appointment\'s call', () => {
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
  const call = (startIn: number, endIn: number) => schedule({ status: 'ACCEPTED', twilio_name: '42', start_date: at(startIn), end_date: at(endIn) });

  it('opens 5 minutes before the start, says when it starts, and leads to our call room', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { router } = renderUi(<JoinButton eventSlug="demo" appointment={call(4, 34)} />, '/demo', '*');
    const join = await screen.findByTestId('appointment-join') as HTMLButtonElement;
    expect(join.disabled).toBe(false);
    fireEvent.click(join);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'The meeting starts in 4 minutes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/videocall/42'));
  });

  it('is closed earlier than that, and gone once the appointment has ended', async () => {
    renderUi(<><JoinButton eventSlug="demo" appointment={call(6, 36)} /><JoinButton eventSlug="demo" appointment={call(-40, -10)} /></>);
    const buttons = await screen.findAllByTestId('appointment-join');
    expect(buttons).toHaveLength(1);
    expect((buttons[0] as HTMLButtonElement).disabled).toBe(true);
  });

  it('needs a call: an in-person appointment has no join control', () => {
    renderUi(<JoinButton eventSlug="demo" appointment={schedule({ status: 'ACCEPTED', start_date: at(1), end_date: at(30), location: 'Stand 4' })} />);
    expect(screen.queryByTestId('appointment-join')).toBeNull();
  });
});

describe('the meeting request card in chat', () => {
  const message = (text: string, id: number) => ({ id: 1, text, sent_at: now.toISOString(), read: true, sent_by_current_user: false, sent_email: false, appointment_schedule: id, user_id: 8, is_chat_bot: false });
  function cardServer(a: AppointmentSchedule) {
    const shell = shellServer();
    return stubFetch((method, path, body) => (path === `/api/events/demo/appointment_schedules/${a.id}/` ? { body: a } : shell(method, path, body)));
  }

  it('shows a pending request with accept and deny for its receiver', async () => {
    signInForTest();
    const a = schedule({ subject: 'Lens samples' });
    cardServer(a);
    renderUi(<MeetingRequestCard eventSlug="demo" message={message('PENDING', a.id)} partnerId={8} />);
    const card = await screen.findByTestId('meeting-request-card');
    expect(await within(card).findByText('Lens samples')).toBeTruthy();
    expect(await within(card).findByTestId('appointment-accept')).toBeTruthy();
    expect(within(card).getByTestId('appointment-deny')).toBeTruthy();
    expect(card.getAttribute('data-status')).toBe('PENDING');
  });

  it('shows a denial with its grey header and nothing to do', async () => {
    signInForTest();
    const a = schedule({ status: 'DENIED' });
    cardServer(a);
    renderUi(<MeetingRequestCard eventSlug="demo" message={message('DENIED', a.id)} partnerId={8} />);
    const card = await screen.findByTestId('meeting-request-card');
    expect(card.getAttribute('data-status')).toBe('DENIED');
    expect(within(card).getByText('Meeting request declined')).toBeTruthy();
    await within(card).findByText('Lenses');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('offers nothing to the sender of a pending request', async () => {
    signInForTest();
    const a = schedule({ sender: 7, receiver: 8, sender_info: alice, receiver_info: bob });
    cardServer(a);
    renderUi(<MeetingRequestCard eventSlug="demo" message={{ ...message('PENDING', a.id), sent_by_current_user: true }} partnerId={8} />);
    const card = await screen.findByTestId('meeting-request-card');
    await within(card).findByText('Lenses');
    expect(within(card).queryByTestId('appointment-accept')).toBeNull();
  });
});

describe('the program calendar\'s appointment column', () => {
  it('lists the day\'s accepted appointments with the other person', async () => {
    signInForTest();
    const shell = shellServer();
    const api = stubFetch((method, path, body) =>
      path.startsWith('/api/events/demo/appointment_schedules/?date=2026-05-13&status=ACCEPTED')
        ? { body: paged([schedule({ subject: 'Coffee', status: 'ACCEPTED', location: 'Stand 4', location_type: 'IN_PERSON' })]) }
        : shell(method, path, body));
    renderUi(<CalendarAppointments eventSlug="demo" date="2026-05-13" timeZone="Europe/Amsterdam" />);
    const item = await screen.findByTestId('calendar-appointment');
    expect(within(item).getByText('Coffee')).toBeTruthy();
    expect(within(item).getByText('Bob Test')).toBeTruthy();
    expect(within(item).getByText('Stand 4')).toBeTruthy();
    expect(api.calls.some((c) => c.path.includes('date=2026-05-13') && c.path.includes('status=ACCEPTED'))).toBe(true);
  });

  it('says when the day has none', async () => {
    signInForTest();
    const shell = shellServer();
    stubFetch((method, path, body) => (path.startsWith('/api/events/demo/appointment_schedules/?date=') ? { body: paged([]) } : shell(method, path, body)));
    renderUi(<CalendarAppointments eventSlug="demo" date="2026-05-13" timeZone="Europe/Amsterdam" />);
    expect(await screen.findByText('No accepted appointments on this day.')).toBeTruthy();
  });
});
