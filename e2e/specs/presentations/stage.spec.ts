import { expect, expectNoSeriousA11yViolations, putTokensInPage, test } from '../../support/fixtures';
import { joinCall, quiet, shoot } from '../videocalls/call-room';
import { demoFilmUrl, expectStageDecoding, newPerson, scheduleStage } from './stage';

/**
 * The presentation stage in the browser (issue 13): a speaker with the fake camera in the backstage call,
 * two viewers watching it receive-only and decoding the speaker's video; the moderator switches the stage to
 * a film and the viewers follow without a reload; on the demo main stage a viewer decodes its three speakers; the Q&A (ask, upvote once, the moderator marks answered)
 * and the Moderator label in the stage's chat. One browser, a context per person. Each project has a stage
 * of its own from the demo's program rooms, scheduled through the operator's command.
 */
const stageOf = (project: string) => (project === 'mobile' ? 'studio-south' : 'studio-north');

test('@media two viewers watch the speakers\' call on the stage; the moderator switches it and they follow', async ({ page, openAs, request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', "media specs stay few; the phone stage is in the Q&A and speakers' strip tests");
  // Four browser contexts and, at the end, the demo stage's three speakers on two shared cores.
  test.setTimeout(480_000);
  const [speaker, moderator, ada, ben] = await Promise.all([
    newPerson(request, 'Stella', 'Speaker'), newPerson(request, 'Mona', 'Moderator'), newPerson(request, 'Ada', 'Viewer'), newPerson(request, 'Ben', 'Viewer'),
  ]);
  const stage = scheduleStage(stageOf(testInfo.project.name), moderator, speaker, await demoFilmUrl(request));

  // The speaker goes into the backstage call with the fake camera.
  await putTokensInPage(page, speaker.tokens, testInfo.project.use.baseURL!);
  await joinCall(page, stage.live.backstage);

  // Two viewers on the stage page see and decode the speaker's camera.
  const viewers = [await openAs(ada.email), await openAs(ben.email)];
  for (const viewer of viewers) {
    await quiet(viewer);
    await viewer.goto(`/demo/presentation/${stage.slug}`);
    // A first visit on a busy machine (four browsers, two cores) takes a while to load.
    await expect(viewer.getByTestId('stage-screen')).toHaveAttribute('data-player', 'live', { timeout: 90_000 });
    await expect(viewer.getByTestId('stage-live-badge')).toBeVisible();
  }
  for (const viewer of viewers) await expectStageDecoding(viewer, speaker.id);
  // Viewers get no switch control and no way backstage.
  await expect(viewers[0]!.getByTestId('stage-schedule')).toHaveCount(0);
  await expect(viewers[0]!.getByTestId('stage-backstage')).toHaveCount(0);
  await shoot(viewers[0]!, testInfo, 'presentation-live');

  // The moderator switches to the film; both viewers' players follow without a reload.
  const mod = await openAs(moderator.email);
  await quiet(mod);
  await mod.goto(`/demo/presentation/${stage.slug}`);
  await expect(mod.getByTestId('stage-backstage')).toHaveAttribute('href', `/demo/videocall/${stage.live.backstage}`, { timeout: 90_000 });
  await mod.getByTestId('stage-schedule').click();
  await mod.getByRole('button', { name: `Make “${stage.film.title}” current` }).click();
  for (const viewer of viewers) {
    await expect(viewer.getByTestId('stage-screen')).toHaveAttribute('data-player', 'video');
    await expect(viewer.getByTestId('stage-current')).toContainText(stage.film.title);
    await expect.poll(() => viewer.getByTestId('stage-video').evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThan(0);
  }
  await shoot(viewers[0]!, testInfo, 'presentation-video');
  await expectNoSeriousA11yViolations(viewers[0]!);

  // And back to the live keynote.
  await mod.getByTestId('stage-schedule').click();
  await mod.getByRole('button', { name: 'Make “Opening keynote” current' }).click();
  await expect(viewers[1]!.getByTestId('stage-screen')).toHaveAttribute('data-player', 'live');
  await expectStageDecoding(viewers[1]!, speaker.id);

  // The demo main stage runs three speakers publishing in its backstage call (decision 0041): a viewer sees
  // three speaker tiles, the active one large and two in the strip, and every one of them decodes.
  const mainStage = await request.get('/api/events/demo/presentations/main-stage/', { headers: { authorization: `Bearer ${ada.tokens.access}` } });
  expect(mainStage.ok(), await mainStage.text()).toBe(true);
  const onStage = ((await mainStage.json()) as { current_presentation: { kind: string; speakers: Array<{ id: number }> } }).current_presentation;
  expect(onStage.kind).toBe('live');
  expect(onStage.speakers).toHaveLength(3);
  await viewers[0]!.goto('/demo/presentation/main-stage');
  await expect(viewers[0]!.getByTestId('stage-screen')).toHaveAttribute('data-player', 'live', { timeout: 90_000 });
  await expect(viewers[0]!.locator('[data-testid="stage-tile"][data-source="camera"]')).toHaveCount(3, { timeout: 90_000 });
  for (const { id } of onStage.speakers) await expectStageDecoding(viewers[0]!, id);
  await shoot(viewers[0]!, testInfo, 'presentation-three-speakers');
});

test('Q&A: ask, upvote once, the moderator marks answered; the stage\'s chat labels the moderator; its people in the sidebar', async ({ page, signIn, openAs, request }, testInfo) => {
  test.setTimeout(180_000);
  const [speaker, moderator, ada, ben] = await Promise.all([
    newPerson(request, 'Sam', 'Speaker'), newPerson(request, 'Max', 'Moderator'), newPerson(request, 'Alma', 'Asker'), newPerson(request, 'Bo', 'Voter'),
  ]);
  const stage = scheduleStage(stageOf(testInfo.project.name), moderator, speaker, await demoFilmUrl(request));
  // The live keynote is current (its speaker not backstage yet): the Q&A is open all the same.
  await signIn(ada.email);
  await quiet(page);
  await page.goto(`/demo/presentation/${stage.slug}`);
  const qa = page.getByTestId('qa-panel');
  await expect(qa.getByText('No questions yet')).toBeVisible({ timeout: 90_000 });

  const bo = await openAs(ben.email);
  await quiet(bo);
  await bo.goto(`/demo/presentation/${stage.slug}`);
  await expect(bo.getByTestId('qa-panel').getByText('No questions yet')).toBeVisible({ timeout: 90_000 });

  // Ada asks; Bo sees it arrive and upvotes it once; the button stays pressed; Ada sees the vote.
  await qa.getByTestId('qa-input').fill('Will the slides be shared afterwards?');
  await expect(qa.getByTestId('qa-count')).toHaveText('37 / 500');
  await qa.getByTestId('qa-ask').click();
  const boQuestion = bo.getByTestId('qa-question').filter({ hasText: 'Will the slides be shared afterwards?' });
  await expect(boQuestion).toBeVisible();
  await expect(boQuestion.getByTestId('qa-moderate')).toHaveCount(0);
  await boQuestion.getByTestId('qa-upvote').click();
  await expect(boQuestion.getByTestId('qa-upvote')).toHaveAttribute('aria-pressed', 'true');
  await expect(boQuestion.getByTestId('qa-upvote')).toBeDisabled();
  await expect(qa.getByTestId('qa-votes')).toHaveText('1');

  // The moderator marks it answered: everyone sees it.
  const mod = await openAs(moderator.email);
  await quiet(mod);
  await mod.goto(`/demo/presentation/${stage.slug}`);
  await expect(mod.getByTestId('qa-panel')).toBeVisible({ timeout: 90_000 });
  const modQuestion = mod.getByTestId('qa-question').filter({ hasText: 'Will the slides be shared afterwards?' });
  await modQuestion.getByTestId('qa-moderate').click();
  await mod.getByTestId('qa-mark-answered').click();
  await expect(qa.getByTestId('qa-question').getByText('Answered')).toBeVisible();
  await expect(boQuestion.getByText('Answered')).toBeVisible();

  // The moderator's chat message is labelled Moderator; Ada's is not.
  await mod.getByTestId('stage-panel').locator('label').filter({ hasText: 'Chat' }).click();
  await mod.getByTestId('public-chat').getByRole('textbox').fill('Welcome to the keynote!');
  await mod.getByTestId('public-chat').getByRole('textbox').press('Enter');
  await page.getByTestId('stage-panel').locator('label').filter({ hasText: 'Chat' }).click();
  const fromModerator = page.getByTestId('chat-message').filter({ hasText: 'Welcome to the keynote!' });
  await expect(fromModerator.getByTestId('chat-sender-label')).toHaveText('Moderator');
  await expectNoSeriousA11yViolations(page);

  // The attendee sidebar lists the people on this stage; it folds the stage's own panel while open.
  const mobile = testInfo.project.name.includes('mobile');
  if (mobile) {
    await page.getByTestId('drawer-toggle').click();
    await page.getByTestId('drawer-attendees').click();
  } else {
    await page.getByTestId('topbar-attendees').click();
  }
  const sidebar = page.getByTestId('sidebar-attendees');
  await expect(sidebar.getByTestId('attendee-sidebar-scope')).toBeVisible();
  await expect(sidebar.getByText(moderator.name)).toBeVisible();
  await expect(sidebar.getByText(ben.name)).toBeVisible();
  // Someone arriving while it is open comes in from the stage's announcement, and goes when they leave.
  const late = await newPerson(request, 'Lea', 'Late');
  const lea = await openAs(late.email);
  await quiet(lea);
  await lea.goto(`/demo/presentation/${stage.slug}`);
  await expect(lea.getByTestId('qa-panel')).toBeVisible({ timeout: 90_000 });
  await expect(sidebar.getByText(late.name)).toBeVisible();
  await lea.goto('/demo');
  await expect(sidebar.getByText(late.name)).toHaveCount(0);
  await expect(sidebar.getByText(ben.name)).toBeVisible();
  if (!mobile) {
    await expect(page.getByTestId('stage-panel')).toHaveCount(0);
    await page.getByTestId('stage-open-qa').click();
    await expect(page.getByTestId('stage-panel')).toBeVisible();
    await expect(page.getByTestId('sidebar-attendees')).toHaveCount(0);
  }
});

test('the demo main stage: the speakers\' strip leaves the main picture whole on a phone, every name whole', async ({ page, signIn }, testInfo) => {
  test.setTimeout(180_000);
  await signIn('alice');
  await quiet(page);
  await page.goto('/demo/presentation/main-stage');
  await expect(page.getByTestId('stage-screen')).toHaveAttribute('data-player', 'live', { timeout: 90_000 });
  const tiles = page.locator('[data-testid="stage-tile"][data-source="camera"]');
  await expect(tiles).toHaveCount(3, { timeout: 90_000 });
  const main = await page.getByTestId('stage-live').locator('> [data-testid="stage-tile"]').boundingBox();
  const strip = await page.getByTestId('stage-strip').locator('[data-testid="stage-tile"]').evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      const plate = el.querySelector('[data-testid="stage-nameplate"]')!;
      return { top: box.top, bottom: box.bottom, whole: plate.scrollWidth <= plate.clientWidth && plate.scrollHeight <= plate.clientHeight };
    }),
  );
  expect(strip).toHaveLength(2);
  for (const tile of strip) expect(tile.whole, 'the name fits its nameplate').toBe(true);
  // On a phone the strip is below the main picture; on a desktop it may sit over its lower edge.
  if (testInfo.project.name === 'mobile') for (const tile of strip) expect(tile.top).toBeGreaterThanOrEqual(main!.y + main!.height);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, testInfo, 'presentation-main-stage');
});
