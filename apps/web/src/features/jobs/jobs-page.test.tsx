import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobListItem } from '@foyer/contracts';
import { renderApp, shellServer, signInForTest, stubFetch } from '@/app/test-utils';
import { registerSpacePage } from '@/shared/plug-ins/space-pages';
import { JobsPage } from './components/jobs-page';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => registerSpacePage('jobs', JobsPage));

const booth = (i: number) => ({ id: i, slug: `booth-${i}`, name: `Booth ${i}`, logo: i % 2 ? `/files/logo-${i}.png` : null });
const jobs: JobListItem[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, title: `Job ${i + 1}`, booth: booth((i % 3) + 1) }));

function jobsServer(options: { closed?: boolean } = {}) {
  const shell = shellServer();
  return stubFetch((method, path, body) => {
    const url = new URL(path, 'http://x');
    if (url.pathname === '/api/events/demo/jobs/job-wall/') {
      return options.closed
        ? { status: 403, body: { detail: 'This space is closed.', code: 'space_closed' } }
        : { body: { meta: { id: 6, slug: 'job-wall', name: 'Job wall', published: true, background_image: '/files/wall.webp' } } };
    }
    if (url.pathname === '/api/events/demo/jobs/') {
      const search = url.searchParams.get('search')?.toLowerCase();
      const boothSlug = url.searchParams.get('booth_slug');
      const found = jobs.filter((j) => (!search || j.title.toLowerCase().includes(search)) && (!boothSlug || j.booth.slug === boothSlug));
      const limit = Number(url.searchParams.get('limit'));
      return { body: { count: found.length, next: found.length > limit ? 'more' : null, previous: null, results: found.slice(0, limit) } };
    }
    const item = /^\/api\/events\/demo\/jobs\/item\/(\d+)\/$/.exec(url.pathname);
    if (item) {
      const job = jobs[Number(item[1]) - 1]!;
      // Job 2 names Bob as its contact, job 3 the signed-in person (id 7), the others nobody.
      const staff = { 2: { id: 12, first_name: 'Bob', last_name: 'Brennan', mugshot: null }, 3: { id: 7, first_name: 'Alice', last_name: 'Andersen', mugshot: null } }[job.id] ?? null;
      return { body: { ...job, email: 'jobs@booth.example', description: '<p>Come work with us.</p>', assigned_staff: staff } };
    }
    return shell(method, path, body);
  });
}

/** Queries of the sidebar list (the wall's totals ask once with limit 999). */
const listQueries = (server: ReturnType<typeof jobsServer>) =>
  server
    .find('GET', '/api/events/demo/jobs/?')
    .map((c) => Object.fromEntries(new URL(c.path, 'http://x').searchParams))
    .filter((q) => q.limit !== '999');

describe('job wall', () => {
  it('shows the background, ten jobs with title, logo or placeholder and booth, then ten more', async () => {
    signInForTest();
    const server = jobsServer();
    renderApp('/demo/jobs/job-wall');
    const list = await screen.findByTestId('jobs-list', {}, { timeout: 8000 });
    expect(screen.getByTestId('jobs-page').style.backgroundImage).toContain('/files/wall.webp');
    await waitFor(() => expect(within(list).getAllByTestId('job-item')).toHaveLength(10));
    const first = within(list).getAllByTestId('job-item')[0]!;
    expect(within(first).getByText('Job 1')).toBeTruthy();
    expect(within(first).getByText('Booth 1')).toBeTruthy();
    // Booth 1 has a logo; booth 2 has none and gets the placeholder.
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/files/logo-1.png');
    const second = within(list).getAllByTestId('job-item')[1]!;
    expect(second.querySelector('img')).toBeNull();
    expect(second.querySelector('svg')).not.toBeNull();
    fireEvent.click(screen.getByTestId('jobs-load-more'));
    await waitFor(() => expect(within(list).getAllByTestId('job-item')).toHaveLength(20));
    fireEvent.click(screen.getByTestId('jobs-load-more'));
    await waitFor(() => expect(within(list).getAllByTestId('job-item')).toHaveLength(23));
    expect(screen.queryByTestId('jobs-load-more')).toBeNull();
    expect(listQueries(server).map((q) => q.limit)).toEqual(['10', '20', '30']);
  });

  it('takes its search from ?search= and its booth from ?booth_slug=', async () => {
    signInForTest();
    const server = jobsServer();
    renderApp('/demo/jobs/job-wall?search=job%202&booth_slug=booth-3');
    const list = await screen.findByTestId('jobs-list', {}, { timeout: 8000 });
    expect((screen.getByTestId('jobs-search') as HTMLInputElement).value).toBe('job 2');
    await waitFor(() => expect(within(list).getAllByTestId('job-item').map((el) => el.textContent)).toEqual(['Job 21Booth 3']));
    expect(listQueries(server).at(-1)).toEqual({ limit: '10', search: 'job 2', booth_slug: 'booth-3' });
    expect(screen.getByText('At Booth 3')).toBeTruthy();
  });

  it('opens a job with an apply link that mails the job title as subject', async () => {
    signInForTest();
    jobsServer();
    renderApp('/demo/jobs/job-wall');
    const list = await screen.findByTestId('jobs-list', {}, { timeout: 8000 });
    fireEvent.click(within(list).getAllByTestId('job-item')[1]!);
    const apply = await screen.findByTestId('job-apply', {}, { timeout: 8000 });
    expect(apply.getAttribute('href')).toBe('mailto:jobs@booth.example?subject=Job%202');
    expect(screen.getByText('Come work with us.')).toBeTruthy();
    expect(screen.getByTestId('job-contact').textContent).toBe('Your contact: Bob Brennan');
  });

  it('names the job\'s contact, says so when it is oneself, and nothing without one', async () => {
    signInForTest();
    jobsServer();
    renderApp('/demo/jobs/job-wall');
    const list = await screen.findByTestId('jobs-list', {}, { timeout: 8000 });
    fireEvent.click(within(list).getAllByTestId('job-item')[2]!);
    expect((await screen.findByTestId('job-contact', {}, { timeout: 8000 })).textContent).toBe('You are the contact for this job');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(list).getAllByTestId('job-item')[0]!);
    await waitFor(() => expect(screen.getByTestId('job-apply').getAttribute('href')).toBe('mailto:jobs@booth.example?subject=Job%201'));
    expect(screen.queryByTestId('job-contact')).toBeNull();
  });

  it('shows who is hiring with totals of the whole wall; a booth card filters the list, again shows all', async () => {
    signInForTest();
    const server = jobsServer();
    const app = renderApp('/demo/jobs/job-wall');
    const hiring = await screen.findByTestId('hiring-booths', {}, { timeout: 8000 });
    expect(screen.getByText('23 open positions')).toBeTruthy();
    expect(screen.getByText('3 exhibitors hiring')).toBeTruthy();
    // Most openings first: booths 1 and 2 have 8 jobs each, booth 3 has 7.
    expect(within(hiring).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Booth 18 open positions', 'Booth 28 open positions', 'Booth 37 open positions',
    ]);
    fireEvent.click(within(hiring).getByRole('button', { name: /Booth 3/ }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?booth_slug=booth-3'));
    await waitFor(() => expect(listQueries(server).at(-1)).toEqual({ limit: '10', booth_slug: 'booth-3' }));
    expect(within(hiring).getByRole('button', { name: /Booth 3/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(hiring).getByRole('button', { name: /Booth 3/ }));
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
  });

  it('is a closed page while the wall is closed', async () => {
    signInForTest();
    jobsServer({ closed: true });
    renderApp('/demo/jobs/job-wall');
    expect(await screen.findByTestId('space-closed', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'This job wall is closed.' })).toBeTruthy();
  });
});
