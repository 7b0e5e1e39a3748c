import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, latestMessageTo, newAttendeeEmail, readLatestCode, signInForTest, test } from '../../support/fixtures';
import { EntryPage } from '../entry/entry-page';
import { MapPage } from '../maps/map-page';
import { enter } from '../videocalls/call-room';

/**
 * Issue 29's proof, as the people involved see it: alice posts on the venue's chat, bob reports it, a
 * moderator deletes it from the console's queue and alice's and bob's chats show the tombstone live; the
 * moderator silences alice for 10 minutes and her composer says so; a ban takes her out of the event at
 * once, her next sign-in is refused with the reason, and the app she opens again with the tokens of another
 * device sends her to the entry page with the reason instead of loading for ever. Three browser contexts.
 */

const messageIn = (chat: Locator, text: string) => chat.getByTestId('chat-message').filter({ hasText: text });

/** Silences or bans a person from the console's tab: the person picked by name, a reason, the first duration. */
async function restrict(console_: Page, tab: 'Silences' | 'Bans', person: string, reason: string): Promise<void> {
  await console_.getByRole('tab', { name: tab }).click();
  await console_.getByRole('button', { name: tab === 'Bans' ? 'Ban a person' : 'Silence a person' }).click();
  const form = console_.getByRole('dialog');
  await form.getByRole('combobox', { name: 'Person' }).fill(person);
  await console_.getByRole('option', { name: new RegExp(person) }).click();
  await form.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await form.getByRole('button', { name: tab === 'Bans' ? 'Ban' : 'Silence', exact: true }).click();
  await expect(form).toHaveCount(0);
  await expect(console_.getByTestId('moderation-restriction').filter({ hasText: person })).toContainText(reason);
}

test('alice posts, bob reports it, a moderator deletes it, silences and bans her: everyone sees it live', async ({ page, signIn, openAs, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the map side panel holds the chat and the console is worked on a desktop');
  // Three people's pages on two cores.
  test.setTimeout(150_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const aliceEmail = newAttendeeEmail('journey-alice');
  const aliceTokens = await signIn(aliceEmail);
  await enter(request, aliceTokens, 'Alice', `Journey${tag}`);
  const aliceName = `Alice Journey${tag}`;

  const alice = new MapPage(page);
  await alice.goto();
  const chatA = await alice.openChat(false);
  const bobPage = await openAs(newAttendeeEmail('journey-bob'));
  const bob = new MapPage(bobPage);
  await bob.goto();
  const chatB = await bob.openChat(false);

  // Alice posts; bob reports it from the message itself.
  const rude = `Cheap watches at my stand ${tag}`;
  await alice.send(chatA, rude);
  await expect(messageIn(chatB, rude)).toBeVisible();
  await messageIn(chatB, rude).hover();
  await messageIn(chatB, rude).getByRole('button', { name: 'Report message' }).click();
  const report = bobPage.getByRole('dialog', { name: 'Report this message' });
  await report.getByRole('textbox', { name: 'What is wrong?' }).fill('Advertising in the venue chat');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(bobPage.getByText('Thank you. The moderators will look at it.')).toBeVisible();

  // The moderator finds it in the queue, the message in its context, and deletes it.
  const console_ = await openAs('organiser', { path: '/manage/demo/moderation' });
  await expect(console_.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  const card = console_.getByTestId('moderation-report').filter({ hasText: rude });
  await expect(card.getByTestId('moderation-reported-message')).toContainText(rude);
  await expect(card).toContainText('Advertising in the venue chat');
  await expectNoSeriousA11yViolations(console_);
  await card.getByRole('button', { name: 'Delete message' }).click();
  await expect(console_.getByText('The message is deleted.')).toBeVisible();
  await expect(card).toHaveCount(0);
  for (const chat of [chatA, chatB]) {
    await expect(chat.getByText(rude)).toHaveCount(0);
    await expect(chat.getByTestId('chat-tombstone').filter({ hasText: 'Removed by a moderator' }).last()).toBeVisible();
  }

  // Silenced for 10 minutes: her composer gives way to the notice, with the reason.
  await restrict(console_, 'Silences', aliceName, 'Advertising, twice');
  const silenced = chatA.getByTestId('chat-silenced');
  await expect(silenced).toContainText('You are silenced until');
  await expect(silenced).toContainText('Advertising, twice');
  await expect(chatA.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  // Nobody else's composer is touched.
  await expect(chatB.getByRole('textbox', { name: 'Message' })).toBeVisible();

  // Her phone, signed in as well: it opens the app again only after the ban.
  const phoneTokens = await signInForTest(request, aliceEmail);

  // Banned: her page is taken out of the event at once, to the entry page, told why.
  await restrict(console_, 'Bans', aliceName, 'Spam after a silence');
  const entry = new EntryPage(page);
  await expect(page).toHaveURL(/\/demo\/enterevent\/?$/);
  await expect(entry.notification('Spam after a silence')).toBeVisible();
  await expect(entry.notification('You are banned from this event')).toBeVisible();

  // Her next sign-in is refused with the reason (the eviction's notice closed first, to tell them apart).
  await entry.notification('Spam after a silence').getByRole('button', { name: 'Close' }).click();
  await expect(entry.notification('Spam after a silence')).toHaveCount(0);
  const before = await latestMessageTo(request, aliceEmail);
  await entry.requestCode(aliceEmail);
  const code = await readLatestCode(request, aliceEmail, { newerThan: before });
  await entry.logIn(code);
  await expect(entry.notification('Spam after a silence')).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/enterevent\/?$/);

  // The app opened again on her phone, whose tokens are from before the ban, does not hang on the loading
  // screen: it signs her out to the entry page with the reason (her tab's sign-in was ended by the eviction).
  await page.evaluate((tokens) => localStorage.setItem('foyer.tokens', JSON.stringify(tokens)), phoneTokens);
  await page.goto('/demo/map/venue/');
  await expect(page).toHaveURL(/\/demo\/enterevent\/?$/);
  await expect(entry.notification('Spam after a silence')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('foyer.tokens'))).toBeNull();

  // The audit log tells the story, newest first.
  await console_.getByRole('tab', { name: 'Audit log' }).click();
  const log = console_.getByTestId('moderation-log-row').filter({ hasText: aliceName });
  await expect(log.filter({ hasText: 'Spam after a silence' })).toContainText('banned');
  await expect(log.filter({ hasText: 'Advertising, twice' })).toContainText('silenced');
});
