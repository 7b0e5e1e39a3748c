import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { makeBooth, makeJob } from '../../../test/booth-factories';
import type { EventRow } from '../identity';

let t: TestServer;
let event: EventRow;
let organiser: Person;
let attendee: Person;
let bob: Person;
let optics: { id: number; slug: string };
let jobIds: Record<string, number>;

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'careers' });
  [organiser, attendee] = await Promise.all([person(t), person(t)]);
  bob = await person(t, { firstName: 'Bob', lastName: 'Booth', mugshot: '/files/bob.jpg' });
  await addRole(t, event, organiser, 'moderator');
  await addRole(t, event, bob, 'staff');
  await makeSpace(t, event, 'jobs', { slug: 'job-wall', name: 'Job wall', image: '/files/wall.svg' });
  await makeSpace(t, event, 'jobs', { slug: 'secret-jobs', published: false });
  optics = await makeBooth(t, event, { slug: 'optics', name: 'Lumière Optics', logo: '/files/optics.svg', staffIds: [bob.user.id] });
  const robots = await makeBooth(t, event, { slug: 'robots', name: 'North Robots' });
  const closed = await makeBooth(t, event, { slug: 'hidden', name: 'Hidden Labs', published: false });
  jobIds = {};
  const titles: [number, string][] = [
    [optics.id, 'Lens Engineer'], [optics.id, 'Café Barista'], [robots.id, 'Robot Wrangler'], [closed.id, 'Secret Agent'],
  ];
  for (const [order, [boothId, title]] of titles.entries()) {
    const job = await makeJob(t, event, {
      boothId, title, order, email: 'jobs@optics.example', assignedStaffId: title === 'Lens Engineer' ? bob.user.id : null,
      description: '<p>Grind <em>lenses</em></p><img src=x onerror=alert(1)>',
    });
    jobIds[title] = job.id;
  }
  for (let i = 0; i < 12; i++) await makeJob(t, event, { boothId: robots.id, title: `Assembler ${i}`, email: 'r@example.com', order: 10 + i });
});
afterAll(async () => {
  await t?.close();
});

const get = (who: Person, path: string) => t.api('GET', `/api/events/careers${path}`, { token: who.token });
const titles = (body: { results: { title: string }[] }) => body.results.map((j) => j.title);

describe('jobs list', () => {
  it('starts at 10 by default and pages by limit and offset', async () => {
    const first = await get(attendee, '/jobs/');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(15);
    expect(first.body.results).toHaveLength(10);
    expect(first.body.results[0]).toEqual({ id: jobIds['Lens Engineer'], title: 'Lens Engineer', booth: { id: optics.id, slug: 'optics', name: 'Lumière Optics', logo: '/files/optics.svg' } });
    expect(titles((await get(attendee, '/jobs/?limit=10&offset=10')).body)).toHaveLength(5);
    for (const q of ['limit=0', 'limit=1000', 'offset=-2', 'limit=x']) expect((await get(attendee, `/jobs/?${q}`)).status, q).toBe(400);
  });

  it('leaves out jobs of closed booths except for organisers', async () => {
    expect(titles((await get(attendee, '/jobs/?limit=999')).body)).not.toContain('Secret Agent');
    expect(titles((await get(organiser, '/jobs/?limit=999')).body)).toContain('Secret Agent');
  });

  it('searches titles and booth names ignoring case and accents', async () => {
    expect(titles((await get(attendee, '/jobs/?search=CAFE')).body)).toEqual(['Café Barista']);
    expect(titles((await get(attendee, '/jobs/?search=lumiere%20lens')).body)).toEqual(['Lens Engineer']);
    expect(titles((await get(attendee, '/jobs/?search=wrangler')).body)).toEqual(['Robot Wrangler']);
    expect((await get(attendee, '/jobs/?search=secret')).body.count).toBe(0);
  });

  it('filters by booth slug; an unknown booth is refused, a closed one is closed', async () => {
    expect(titles((await get(attendee, '/jobs/?booth_slug=optics')).body)).toEqual(['Lens Engineer', 'Café Barista']);
    const unknown = await get(attendee, '/jobs/?booth_slug=nowhere');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ booth_slug: ['Unknown booth.'] });
    expect((await get(attendee, '/jobs/?booth_slug=hidden')).status).toBe(403);
    expect((await get(organiser, '/jobs/?booth_slug=hidden')).body.count).toBe(1);
  });

  it('answers has_jobs in the booth detail', async () => {
    expect((await get(attendee, '/booths/optics/')).body).toMatchObject({ has_jobs: true, jobs_slug: 'job-wall' });
  });
});

describe('job detail and the jobs space', () => {
  it('answers a job with its sanitised description, staff and booth', async () => {
    const res = await get(attendee, `/jobs/item/${jobIds['Lens Engineer']}/`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: jobIds['Lens Engineer'],
      title: 'Lens Engineer',
      email: 'jobs@optics.example',
      description: '<p>Grind <em>lenses</em></p><img src="x" />',
      assigned_staff: { id: bob.user.id, first_name: 'Bob', last_name: 'Booth', mugshot: '/files/bob.jpg' },
      booth: { id: optics.id, slug: 'optics', name: 'Lumière Optics', logo: '/files/optics.svg' },
    });
    expect((await get(attendee, `/jobs/item/${jobIds['Robot Wrangler']}/`)).body.assigned_staff).toBeNull();
  });

  it('refuses jobs of closed booths, unknown jobs and bad ids', async () => {
    expect((await get(attendee, `/jobs/item/${jobIds['Secret Agent']}/`)).status).toBe(403);
    expect((await get(organiser, `/jobs/item/${jobIds['Secret Agent']}/`)).status).toBe(200);
    expect((await get(attendee, '/jobs/item/999999/')).status).toBe(404);
    expect((await get(attendee, '/jobs/item/abc/')).status).toBe(400);
  });

  it('answers the jobs space meta next to /jobs/item/{id}/, and keeps a closed one closed', async () => {
    const res = await get(attendee, '/jobs/job-wall/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ meta: { id: expect.any(Number), slug: 'job-wall', name: 'Job wall', published: true, background_image: '/files/wall.svg' } });
    const closed = await get(attendee, '/jobs/secret-jobs/');
    expect(closed.status).toBe(403);
    expect(closed.body.code).toBe('space_closed');
    expect((await get(organiser, '/jobs/secret-jobs/')).status).toBe(200);
    expect((await get(attendee, '/jobs/nowhere/')).status).toBe(404);
    expect((await t.api('GET', '/api/events/careers/jobs/job-wall/')).status).toBe(401);
  });
});
