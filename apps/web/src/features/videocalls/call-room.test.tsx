import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BasicUser, Videocall } from '@foyer/contracts';
import { eventFixture, renderUi, shellServer, signInForTest, stubFetch, userFixture } from '@/app/test-utils';
import { notify } from '@/shared/notify/notify';
import { realtime } from '@/shared/realtime';
import { accessRequests, callEvents } from './call-events';
import { CallRoom, CallRoomPage } from './components/call-room-page';
import { AccessRequestOverlay } from './access-request-overlay';
import { videocallKeys } from './api';

vi.setConfig({ testTimeout: 20_000 });

const person = (id: number, first: string): BasicUser => ({ id, first_name: first, last_name: 'Test', mugshot: null, do_not_disturb: false });
const me = person(7, 'Alice');
const bob = person(8, 'Bob');
const cara = person(9, 'Cara');

const callFixture = (over: Partial<Videocall> = {}): Videocall => ({
  id: 5, display_name: 'Coffee corner', status: 'open', admin_id: 7, admin: 7, speaker: null, users: [me, bob, cara], mugshots: [],
  x_position: null, y_position: null, networking_page: null, capacity: 10, permanent: false, ended: false, ...over,
});

/** Just enough of an RTCPeerConnection for the media client to negotiate against a stubbed server. */
class FakePeerConnection {
  remoteDescription: RTCSessionDescriptionInit | null = null;
  connectionState = 'new';
  onicecandidate: unknown = null;
  onconnectionstatechange: unknown = null;
  ontrack: unknown = null;
  addTransceiver() {
    return { sender: { replaceTrack: async () => undefined, track: null }, direction: 'sendonly' };
  }
  async createOffer() {
    return { type: 'offer', sdp: 'v=0\r\n' };
  }
  async createAnswer() {
    return { type: 'answer', sdp: 'v=0\r\n' };
  }
  async setLocalDescription() {}
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    this.remoteDescription = d;
  }
  async addIceCandidate() {}
  getTransceivers() {
    return [];
  }
  async getStats() {
    return new Map();
  }
  close() {}
}

/** Who the server says is waiting to join call 5 (`GET …/access_requests/`). */
let waiting: BasicUser[] = [];

function callServer(join: () => { status?: number; body: unknown }, call: () => Videocall = () => callFixture()) {
  const shell = shellServer({ user: { body: userFixture({ id: 7, first_name: 'Alice', last_name: 'Test' }) }, event: { body: eventFixture() } });
  return stubFetch((method, path, body) => {
    if (method === 'POST' && path === '/api/events/demo/videocalls/join/') return join();
    if (method === 'GET' && path === '/api/events/demo/videocalls/5/') return { body: call() };
    if (method === 'GET' && path === '/api/events/demo/videocalls/5/access_requests/') {
      return { body: { results: waiting.map((user) => ({ videocall_id: 5, user, requested_at: '2026-11-24T12:00:00.000Z' })) } };
    }
    if (method === 'PUT' && path === '/api/events/demo/videocalls/5/') return { body: { ...call(), ...(body as object) } };
    return shell(method, path, body);
  });
}

const renderRoom = () => renderUi(<CallRoomPage />, '/demo/videocall/5', ':eventSlug/videocall/:roomId');
/** The room as the event shell shows it: with the shell's access-request overlay (decision 0067). */
const renderRoomInShell = () =>
  renderUi(
    <>
      <CallRoomPage />
      <AccessRequestOverlay event={eventFixture()} user={undefined} />
    </>,
    '/demo/videocall/5',
    ':eventSlug/videocall/:roomId',
  );

describe('call room', () => {
  let sent: Array<[string, unknown]>;
  beforeEach(() => {
    signInForTest();
    sent = [];
    vi.spyOn(realtime, 'send').mockImplementation((event, payload) => void sent.push([event, payload]));
    vi.spyOn(realtime, 'request').mockImplementation(async (event) =>
      event === 'videocall_media_join' ? { ok: true, iceServers: [], iceTransportPolicy: 'all', backend: 'test', states: [{ userId: 8, audio: false, video: true, screen: false }] } : { ok: true, sdp: 'v=0\r\n' },
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    accessRequests.clear(5);
    waiting = [];
  });

  it('says the browser is not supported without WebRTC', async () => {
    callServer(() => ({ body: { jwt: 'j', videocall: callFixture() } }));
    renderRoom();
    expect(await screen.findByText('Browser is not supported')).toBeTruthy();
  });

  describe('with WebRTC', () => {
    beforeEach(() => {
      vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
      vi.stubGlobal('MediaStream', class {
        getTracks = () => [];
        getAudioTracks = () => [];
        getVideoTracks = () => [];
        addTrack() {}
      });
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: { getUserMedia: vi.fn(async () => Promise.reject(Object.assign(new Error('no'), { name: 'NotFoundError' }))), enumerateDevices: vi.fn(async () => []), addEventListener() {}, removeEventListener() {} },
      });
    });

    it("shows 'Failed to join room' with the reason when the call is full", async () => {
      callServer(() => ({ status: 409, body: { jwt: '', detail: 'videocall reached max participant capacity', code: 'videocall_full' } }));
      renderRoom();
      expect(await screen.findByText('Failed to join room')).toBeTruthy();
      expect(screen.getByText('videocall reached max participant capacity')).toBeTruthy();
    });

    it('asks the admin of a request call and waits; a declined request says so', async () => {
      callServer(() => ({ status: 403, body: { jwt: '', detail: 'ask first', code: 'videocall_access_required' } }));
      renderRoom();
      expect(await screen.findByTestId('call-waiting-access')).toBeTruthy();
      expect(sent).toContainEqual(['request_videocall_access', { videocall_id: 5 }]);
      act(() => callEvents.emit({ type: 'access_replied', videocallId: 5, accepted: false }));
      expect(await screen.findByText('Your request was declined')).toBeTruthy();
    });

    it('asks again when the socket logs in again while waiting (an answer sent meanwhile was missed)', async () => {
      let status = { connected: true, loggedIn: true };
      const listeners = new Set<() => void>();
      vi.spyOn(realtime, 'getStatus').mockImplementation(() => status);
      vi.spyOn(realtime, 'subscribeStatus').mockImplementation((listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      });
      const setStatus = (next: typeof status) => {
        status = next;
        act(() => listeners.forEach((l) => l()));
      };
      callServer(() => ({ status: 403, body: { jwt: '', detail: 'ask first', code: 'videocall_access_required' } }));
      renderRoom();
      await screen.findByTestId('call-waiting-access');
      const asked = () => sent.filter(([event]) => event === 'request_videocall_access').length;
      expect(asked()).toBe(1);
      setStatus({ connected: false, loggedIn: false });
      setStatus({ connected: true, loggedIn: true });
      expect(asked()).toBe(2);
      // Once the person has left the waiting room, a new login asks nobody.
      fireEvent.click(screen.getByTestId('cancel-access-request'));
      setStatus({ connected: false, loggedIn: false });
      setStatus({ connected: true, loggedIn: true });
      expect(asked()).toBe(2);
    });

    it('the requester cancels their request', async () => {
      callServer(() => ({ status: 403, body: { jwt: '', detail: 'ask first', code: 'videocall_access_required' } }));
      renderRoom();
      fireEvent.click(await screen.findByTestId('cancel-access-request'));
      expect(sent).toContainEqual(['cancel_videocall_access_request', { videocall_id: 5 }]);
    });

    it('joins on acceptance and shows the others in their layout, Muted on whose microphone is off', async () => {
      let accepted = false;
      callServer(() => (accepted ? { body: { jwt: 'j', videocall: callFixture() } } : { status: 403, body: { jwt: '', detail: 'ask first', code: 'videocall_access_required' } }));
      renderRoom();
      await screen.findByTestId('call-waiting-access');
      accepted = true;
      act(() => callEvents.emit({ type: 'access_replied', videocallId: 5, accepted: true }));
      const grid = await screen.findByTestId('call-grid');
      expect(grid.getAttribute('data-layout')).toBe('two');
      expect(within(grid).getAllByTestId('participant-tile')).toHaveLength(2);
      expect(screen.getByTestId('local-preview')).toBeTruthy();
      await waitFor(() => expect(realtime.request).toHaveBeenCalledWith('videocall_media_join', { videocallId: 5, jwt: 'j' }));
    });

    it('names a participant who never gave a name "Unnamed attendee" on their tile, not blank and not Anonymous', async () => {
      const nameless: BasicUser = { id: 8, first_name: '', last_name: ' ', mugshot: null, do_not_disturb: false };
      const call = callFixture({ users: [me, nameless] });
      callServer(() => ({ body: { jwt: 'j', videocall: call } }), () => call);
      renderRoom();
      const tile = await screen.findByTestId('participant-tile');
      expect(within(tile).getByText('Unnamed attendee')).toBeTruthy();
    });

    it('shows the waiting text when alone', async () => {
      const alone = callFixture({ users: [me] });
      callServer(() => ({ body: { jwt: 'j', videocall: alone } }), () => alone);
      renderRoom();
      expect(await screen.findByText('Waiting for others to join…')).toBeTruthy();
    });

    it('lets the admin rename on enter and set the privacy status', async () => {
      const { calls } = callServer(() => ({ body: { jwt: 'j', videocall: callFixture() } }));
      renderRoom();
      const title = await screen.findByTestId('call-title-input');
      fireEvent.change(title, { target: { value: 'Design talk' } });
      fireEvent.keyDown(title, { key: 'Enter' });
      await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toContainEqual({ display_name: 'Design talk' }));
      fireEvent.click(screen.getByRole('combobox', { name: 'Privacy status' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Closed' }));
      await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toContainEqual({ status: 'closed' }));
    });

    it('shows no second title when the page around it shows the title (a meeting room): not for its admin, not for others', async () => {
      for (const call of [callFixture(), callFixture({ admin_id: 8, admin: 8 })]) {
        callServer(() => ({ body: { jwt: 'j', videocall: call } }), () => call);
        const { unmount } = renderUi(
          <CallRoom eventSlug="demo" videocallId={5} goBack={() => undefined} banner={<h1>Portfolio clinic</h1>} bannerHasTitle />,
          '/demo/meetings/rooms/clinic',
          ':eventSlug/meetings/:meetingSlug/:meetingRoomSlug',
        );
        expect(await screen.findByTestId('call-grid')).toBeTruthy();
        expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Portfolio clinic']);
        expect(screen.queryByTestId('call-title')).toBeNull();
        expect(screen.queryByTestId('call-title-input')).toBeNull();
        // The admin keeps the privacy status.
        expect(screen.queryByRole('combobox', { name: 'Privacy status' }) !== null).toBe(call.admin_id === me.id);
        unmount();
      }
    });

    it('gives a participant no title field, status dropdown, screen share or host menu', async () => {
      const call = callFixture({ admin_id: 8, admin: 8 });
      callServer(() => ({ body: { jwt: 'j', videocall: call } }), () => call);
      renderRoom();
      expect((await screen.findByTestId('call-title')).textContent).toContain('Coffee corner');
      expect(screen.queryByTestId('call-title-input')).toBeNull();
      expect(screen.queryByRole('combobox', { name: 'Privacy status' })).toBeNull();
      expect(screen.queryByTestId('toggle-screen')).toBeNull();
      expect(screen.queryByRole('button', { name: /Host controls/ })).toBeNull();
    });

    it('gives even the admin no title field, status dropdown or host menu in a call nobody administers (a roulette pair)', async () => {
      const call = callFixture();
      callServer(() => ({ body: { jwt: 'j', videocall: call } }), () => call);
      renderUi(<CallRoom eventSlug="demo" videocallId={5} goBack={() => undefined} noAdmin />);
      expect((await screen.findByTestId('call-title')).textContent).toContain('Coffee corner');
      expect(screen.queryByTestId('call-title-input')).toBeNull();
      expect(screen.queryByRole('combobox', { name: 'Privacy status' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Host controls/ })).toBeNull();
    });

    it('lets the admin remove and mute a participant and make them speaker', async () => {
      const { calls } = callServer(() => ({ body: { jwt: 'j', videocall: callFixture() } }));
      renderRoom();
      fireEvent.click(await screen.findByRole('button', { name: 'Host controls for Bob Test' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove from the call' }));
      expect(sent).toContainEqual(['send_to_user', { user_id: 8, event: 'kicked_from_videocall', data: { videocall_id: 5 } }]);
      fireEvent.click(screen.getByRole('button', { name: 'Host controls for Bob Test' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Mute' }));
      expect(sent).toContainEqual(['send_to_user', { user_id: 8, event: 'host_muted_videocall', data: { videocall_id: 5 } }]);
      fireEvent.click(screen.getByRole('button', { name: 'Host controls for Cara Test' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Make speaker' }));
      await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toContainEqual({ speaker: 9 }));
    });

    it("the speaker may remove others but not the admin, and does not pick speakers", async () => {
      const call = callFixture({ admin_id: 8, admin: 8, speaker: 7 });
      callServer(() => ({ body: { jwt: 'j', videocall: call } }), () => call);
      renderRoom();
      await screen.findByTestId('call-grid');
      expect(screen.queryByRole('button', { name: 'Host controls for Bob Test' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Host controls for Cara Test' }));
      expect(await screen.findByRole('menuitem', { name: 'Remove from the call' })).toBeTruthy();
      expect(screen.queryByRole('menuitem', { name: 'Make speaker' })).toBeNull();
    });

    it("shows the admin each access request; accept, decline, accept all, and the requester's cancel closes it", async () => {
      callServer(() => ({ body: { jwt: 'j', videocall: callFixture() } }));
      renderRoomInShell();
      await screen.findByTestId('call-grid');
      const dan = person(10, 'Dan');
      const eve = person(11, 'Eve');
      act(() => accessRequests.add({ videocallId: 5, user: dan }));
      const dialog = await screen.findByRole('dialog', { name: 'Join request' });
      expect(dialog.textContent).toContain('Dan Test asks to join the call.');
      act(() => accessRequests.remove(5, 10));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Join request' })).toBeNull());
      act(() => accessRequests.add({ videocallId: 5, user: dan }));
      fireEvent.click(within(await screen.findByRole('dialog', { name: 'Join request' })).getByRole('button', { name: 'Decline' }));
      expect(sent).toContainEqual(['send_to_user', { user_id: 10, event: 'replied_videocall_access', data: { accepted: false, videocallId: 5 } }]);
      act(() => {
        accessRequests.add({ videocallId: 5, user: dan });
        accessRequests.add({ videocallId: 5, user: eve });
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Accept all 2 join requests' }));
      expect(sent).toContainEqual(['send_to_user', { user_id: 10, event: 'replied_videocall_access', data: { accepted: true, videocallId: 5 } }]);
      expect(sent).toContainEqual(['send_to_user', { user_id: 11, event: 'replied_videocall_access', data: { accepted: true, videocallId: 5 } }]);
    });

    it("an admin's page that opens (a reload, a second tab) shows who is already waiting, from the server", async () => {
      waiting = [person(10, 'Dan'), person(11, 'Eve')];
      callServer(() => ({ body: { jwt: 'j', videocall: callFixture({ status: 'request' }) } }), () => callFixture({ status: 'request' }));
      renderRoomInShell();
      const dialog = await screen.findByRole('dialog', { name: 'Join request' });
      expect(dialog.textContent).toContain('Dan Test asks to join the call.');
      expect(await screen.findByRole('button', { name: 'Accept all 2 join requests' })).toBeTruthy();
      // Answered on another page of the admin: gone here too.
      act(() => accessRequests.remove(5, 10));
      await waitFor(() => expect(screen.getByRole('dialog', { name: 'Join request' }).textContent).toContain('Eve Test asks to join the call.'));
    });

    it('asks the admin whose media failed all the same (issue 24): the request is answered from the failed room', async () => {
      waiting = [person(10, 'Dan')];
      vi.spyOn(realtime, 'request').mockImplementation(async () => ({ ok: false, detail: 'no media here' }));
      callServer(() => ({ body: { jwt: 'j', videocall: callFixture({ status: 'request' }) } }), () => callFixture({ status: 'request' }));
      renderRoomInShell();
      expect(await screen.findByTestId('call-failed')).toBeTruthy();
      const dialog = await screen.findByRole('dialog', { name: 'Join request' });
      expect(dialog.textContent).toContain('Dan Test asks to join the call.');
      expect(dialog.textContent).toContain('Call: Coffee corner');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
      expect(sent).toContainEqual(['send_to_user', { user_id: 10, event: 'replied_videocall_access', data: { accepted: true, videocallId: 5 } }]);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Join request' })).toBeNull());
    });

    it("tells a requester whose call's admin is away that the request waits, and one nobody answered that it expired", async () => {
      callServer(() => ({ status: 403, body: { jwt: '', detail: 'ask first', code: 'videocall_access_required' } }), () => callFixture({ status: 'request', users: [bob] }));
      renderRoom();
      expect(await screen.findByText(/The host is not in the call right now/)).toBeTruthy();
      act(() => callEvents.emit({ type: 'access_replied', videocallId: 5, accepted: false, expired: true }));
      expect(await screen.findByText('Nobody answered your request in time.')).toBeTruthy();
    });

    it("says 'participant_not_available' when the enlarged participant leaves", async () => {
      const { queryClient } = (() => {
        callServer(() => ({ body: { jwt: 'j', videocall: callFixture() } }));
        return renderRoom();
      })();
      fireEvent.click(await screen.findByRole('button', { name: 'Enlarge Bob Test' }));
      expect(await screen.findByTestId('enlarged')).toBeTruthy();
      act(() => queryClient.setQueryData(videocallKeys.detail('demo', 5), callFixture({ users: [me, cara] })));
      expect(await screen.findByText('participant_not_available')).toBeTruthy();
    });

    it("leaves the room with 'you got removed from the meeting' when a host removes the person", async () => {
      callServer(() => ({ body: { jwt: 'j', videocall: callFixture({ admin_id: 8, admin: 8 }) } }));
      renderRoom();
      await screen.findByTestId('call-grid');
      const told = vi.spyOn(notify, 'error');
      act(() => callEvents.emit({ type: 'kicked', videocallId: 5 }));
      await waitFor(() => expect(told).toHaveBeenCalledWith('you got removed from the meeting', expect.anything()));
    });

    it('asks before leaving; staying joins again, leaving exits the call', async () => {
      const { calls } = callServer(() => ({ body: { jwt: 'j', videocall: callFixture() } }));
      renderRoom();
      fireEvent.click(await screen.findByTestId('leave-call'));
      expect(await screen.findByRole('dialog', { name: 'Leave the call?' })).toBeTruthy();
      const joinsBefore = calls.filter((c) => c.method === 'POST').length;
      fireEvent.click(screen.getByTestId('stay-in-call'));
      await waitFor(() => expect(calls.filter((c) => c.method === 'POST').length).toBe(joinsBefore + 1));
      fireEvent.click(await screen.findByTestId('leave-call'));
      fireEvent.click(await screen.findByTestId('confirm-leave'));
      expect(sent).toContainEqual(['exit_videocalls', {}]);
    });
  });
});
