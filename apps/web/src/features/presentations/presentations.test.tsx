import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresentationQuestionForViewer, QuestionsReply } from '@foyer/contracts';
import { renderUi, shellServer, signInForTest, stubFetch } from '@/app/test-utils';
import { QaPanel } from './components/qa-panel';
import { embedSandbox, playerFor, playsHlsNatively } from './player';
import { byVotes, withAsked, withUpdated, withVoted } from './questions';
import { stageTiles } from './stage-layout';

const ada = { id: 2, first_name: 'Ada', last_name: 'L', mugshot: null, do_not_disturb: false };
const q = (id: number, votes: number, over: Partial<PresentationQuestionForViewer> = {}): PresentationQuestionForViewer => ({
  id, presentation_id: 1, text: `Question ${id}`, author: ada, votes, answered: false, hidden: false, created_at: `2026-01-01T10:0${id}:00Z`, voted: false, ...over,
});
const reply = (results: PresentationQuestionForViewer[], can_moderate = false): QuestionsReply => ({ presentation_id: 1, can_moderate, results });

describe('the player by kind', () => {
  it('plays live, hls, video and https embeds; nothing current is the quiet stage', () => {
    expect(playerFor(null)).toBe('quiet');
    expect(playerFor({ kind: 'live', url: null })).toBe('live');
    expect(playerFor({ kind: 'hls', url: 'https://cdn.example.com/live.m3u8' })).toBe('hls');
    expect(playerFor({ kind: 'video', url: '/files/stage/intro.mp4' })).toBe('video');
    expect(playerFor({ kind: 'embed', url: 'https://www.youtube-nocookie.com/embed/x' })).toBe('embed');
  });

  it('refuses what it should not play: embeds that are not https, other schemes, missing addresses', () => {
    expect(playerFor({ kind: 'embed', url: 'http://example.com/' })).toBe('unplayable');
    expect(playerFor({ kind: 'embed', url: '/files/page.html' })).toBe('unplayable');
    expect(playerFor({ kind: 'video', url: 'javascript:alert(1)' })).toBe('unplayable');
    expect(playerFor({ kind: 'hls', url: '//evil.example.com/x.m3u8' })).toBe('unplayable');
    expect(playerFor({ kind: 'video', url: null })).toBe('unplayable');
  });

  it('uses the browser\'s own HLS where it has one, and sandboxes embeds without top navigation or forms', () => {
    expect(playsHlsNatively({ canPlayType: () => 'maybe' })).toBe(true);
    expect(playsHlsNatively({ canPlayType: () => '' })).toBe(false);
    expect(embedSandbox).toContain('allow-scripts');
    expect(embedSandbox).not.toMatch(/allow-top-navigation|allow-forms|allow-downloads|allow-modals/);
  });
});

describe('the live stage layout', () => {
  const remote = new Map<number, { camera?: unknown; screen?: unknown }>([[3, { camera: 1 }], [5, { camera: 1 }], [9, { camera: 1 }]]);

  it('shows the speaker large, keeps the last speaker in a pause, and a shared screen before anyone', () => {
    expect(stageTiles(remote, [], null)).toMatchObject({ main: { userId: 3, source: 'camera' }, strip: [{ userId: 5 }, { userId: 9 }] });
    const talking = stageTiles(remote, [9], null);
    expect(talking).toMatchObject({ main: { userId: 9 }, speaker: 9, strip: [{ userId: 3 }, { userId: 5 }] });
    expect(stageTiles(remote, [], talking.speaker).main).toEqual({ userId: 9, source: 'camera' });
    const sharing = new Map(remote).set(5, { camera: 1, screen: 1 });
    expect(stageTiles(sharing, [9], null)).toMatchObject({ main: { userId: 5, source: 'screen' }, strip: [{ userId: 3 }, { userId: 5 }, { userId: 9 }] });
    expect(stageTiles(new Map(), [], 4).main).toBeNull();
  });
});

describe('the Q&A list', () => {
  it('orders by votes, then oldest first', () => {
    expect([q(1, 0), q(2, 3), q(3, 3), q(4, 1)].sort(byVotes).map((x) => x.id)).toEqual([2, 3, 4, 1]);
  });

  it('takes questions asked live once and moves them as votes change, keeping the viewer\'s own vote', () => {
    let r = reply([q(1, 2, { voted: true }), q(2, 1)]);
    r = withAsked(r, { ...q(3, 0), voted: undefined } as never);
    r = withAsked(r, q(3, 0));
    expect(r.results.map((x) => x.id)).toEqual([1, 2, 3]);
    const { voted: _, ...broadcast } = q(3, 5);
    r = withUpdated(r, broadcast);
    expect(r.results.map((x) => [x.id, x.votes])).toEqual([[3, 5], [1, 2], [2, 1]]);
    const { voted: __, ...again } = q(1, 6);
    r = withUpdated(r, again);
    expect(r.results[0]).toMatchObject({ id: 1, votes: 6, voted: true });
    expect(withVoted(r, 2).results.find((x) => x.id === 2)?.voted).toBe(true);
    // Another presentation's questions are not this list's.
    expect(withAsked(r, { ...q(9, 9), presentation_id: 7 })).toBe(r);
  });

  it('drops a hidden question for attendees; moderators keep seeing it', () => {
    const hidden = { ...q(2, 1), hidden: true };
    expect(withUpdated(reply([q(1, 2), q(2, 1)]), hidden).results.map((x) => x.id)).toEqual([1]);
    expect(withUpdated(reply([q(1, 2), q(2, 1)], true), hidden).results.map((x) => [x.id, x.hidden])).toEqual([[1, false], [2, true]]);
    expect(withAsked(reply([]), hidden).results).toEqual([]);
  });

  it("keeps a moderator's text of a question hidden live (the stage hears it without its text)", () => {
    const told = { ...q(2, 1), hidden: true, text: '' };
    expect(withUpdated(reply([q(1, 2), q(2, 1)], true), told).results.find((x) => x.id === 2)).toMatchObject({ hidden: true, text: 'Question 2' });
    // One the moderator never had is read with the list, not added empty.
    expect(withUpdated(reply([q(1, 2)], true), told).results.map((x) => x.id)).toEqual([1]);
  });
});

describe('the Q&A panel', () => {
  let upvotes: number;
  beforeEach(() => {
    signInForTest();
    upvotes = 0;
  });
  afterEach(() => vi.restoreAllMocks());

  const server = (can_moderate: boolean, questions = [q(2, 3), q(1, 1)], heldFor: string[] | null = null) => {
    const shell = shellServer();
    stubFetch((method, path, body) => {
      if (path.startsWith('/api/events/demo/presentations/main/questions/1/upvote/')) {
        upvotes += 1;
        return upvotes === 1 ? { body: { ...q(1, 4), voted: true } } : { status: 409, body: { detail: 'You upvoted this question already.', code: 'already_voted' } };
      }
      if (path.startsWith('/api/events/demo/presentations/main/questions/') && method === 'GET') return { body: reply(questions, can_moderate) };
      if (path === '/api/events/demo/presentations/main/questions/2/' && method === 'DELETE') return { status: 204 };
      if (path.startsWith('/api/events/demo/presentations/main/questions/') && method === 'POST') {
        const text = (body as { text: string }).text;
        return { status: 201, body: heldFor ? { ...q(7, 0), text, hidden: true, held_for: heldFor } : { ...q(7, 0), text } };
      }
      return shell(method, path, body);
    });
  };

  it('lists by votes, upvotes once (the button stays pressed) and moves the question up', async () => {
    server(false);
    renderUi(<QaPanel eventSlug="demo" stageSlug="main" presentationId={1} />);
    await screen.findByText('Question 2');
    const items = () => screen.getAllByTestId('qa-question').map((li) => li.textContent);
    expect(items()[0]).toContain('Question 2');
    const button = within(screen.getAllByTestId('qa-question')[1]!).getByTestId('qa-upvote');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    await waitFor(() => expect(items()[0]).toContain('Question 1'));
    const pressed = within(screen.getAllByTestId('qa-question')[0]!).getByTestId('qa-upvote');
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect((pressed as HTMLButtonElement).disabled).toBe(true);
    expect(upvotes).toBe(1);
    // Attendees get no moderation controls.
    expect(screen.queryByTestId('qa-moderate')).toBeNull();
  });

  it('tells the author a question with a listed word is held for review, and does not list it', async () => {
    server(false, [], ['spam']);
    renderUi(<QaPanel eventSlug="demo" stageSlug="main" presentationId={1} />);
    await screen.findByText('No questions yet');
    await userEvent.type(screen.getByTestId('qa-input'), 'Where is the spam?');
    await userEvent.click(screen.getByTestId('qa-ask'));
    expect(await screen.findByText('Your question is held for review: a moderator will look at it before anyone else sees it.')).toBeTruthy();
    expect(screen.queryByText('Where is the spam?')).toBeNull();
    expect(screen.getByText('No questions yet')).toBeTruthy();
  });

  it('asks: says when the question is empty or too long, counts characters, and adds the asked question', async () => {
    server(true, []);
    renderUi(<QaPanel eventSlug="demo" stageSlug="main" presentationId={1} />);
    await screen.findByText('No questions yet');
    await userEvent.click(screen.getByTestId('qa-ask'));
    expect(await screen.findByText('Write your question first.')).toBeTruthy();
    const input = screen.getByTestId('qa-input');
    await act(async () => {
      await userEvent.click(input);
      await userEvent.paste('x'.repeat(501));
    });
    expect(screen.getByTestId('qa-count').textContent).toBe('501 / 500');
    await userEvent.click(screen.getByTestId('qa-ask'));
    expect(await screen.findByText('A question has at most 500 characters.')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, 'How does it scale?');
    await userEvent.click(screen.getByTestId('qa-ask'));
    expect(await screen.findByText('How does it scale?')).toBeTruthy();
    expect((input as HTMLTextAreaElement).value).toBe('');
    // The moderator gets the controls.
    expect(screen.getByTestId('qa-moderate')).toBeTruthy();
  });

  it('lets the moderator delete a question: it leaves the list', async () => {
    server(true);
    renderUi(<QaPanel eventSlug="demo" stageSlug="main" presentationId={1} />);
    await screen.findByText('Question 2');
    await userEvent.click(within(screen.getAllByTestId('qa-question')[0]!).getByTestId('qa-moderate'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete question' }));
    await waitFor(() => expect(screen.queryByText('Question 2')).toBeNull());
    expect(screen.getByText('Question 1')).toBeTruthy();
  });

  it('says when there is no presentation to ask about', () => {
    server(false);
    renderUi(<QaPanel eventSlug="demo" stageSlug="main" presentationId={null} />);
    expect(screen.getByText('No presentation right now')).toBeTruthy();
  });
});
