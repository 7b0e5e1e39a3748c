import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAttendeeEmail, test } from '../../support/fixtures';
import { MapPage } from '../maps/map-page';

/**
 * Moderating a public chat (issue 29): alice posts on the venue map's chat, a moderator (the demo's organiser,
 * an owner) deletes it from the message menu, and alice's and a third person's chats show the tombstone in
 * place at once; the moderator pins a message, which everyone sees on top. With `FOYER_SCREENSHOTS=1` the
 * screenshots of the chat refresh docs/screenshots.
 */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const file = `moderation-${name}-${testInfo.project.name}.png`;
  await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screenshots', file) });
  if (process.env.FOYER_SCREENSHOTS) await page.screenshot({ path: path.join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots', file) });
}

const messageIn = (chat: Locator, text: string) => chat.getByTestId('chat-message').filter({ hasText: text });

async function act(page: Page, chat: Locator, text: string, item: string): Promise<void> {
  await messageIn(chat, text).getByRole('button', { name: 'Message actions' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a moderator deletes alice\'s message: her chat and a third person\'s show the tombstone live; a pinned message tops everyone\'s chat', async ({ page, signIn, openAs, isMobile }, testInfo) => {
  // Three people's pages on two cores.
  test.setTimeout(120_000);
  await signIn('alice');
  const alice = new MapPage(page);
  await alice.goto();
  const thirdPage = await openAs(newAttendeeEmail('moderation-third'));
  const third = new MapPage(thirdPage);
  await third.goto();
  const moderatorPage = await openAs('organiser');
  const moderator = new MapPage(moderatorPage);
  await moderator.goto();
  const [chatA, chatT, chatM] = [await alice.openChat(isMobile), await third.openChat(isMobile), await moderator.openChat(isMobile)];

  const rude = `Buy cheap watches ${Date.now().toString(36)}`;
  await alice.send(chatA, rude);
  for (const chat of [chatA, chatT, chatM]) await expect(messageIn(chat, rude)).toBeVisible();
  // Attendees have no menu on other people's messages.
  await expect(messageIn(chatT, rude).getByRole('button', { name: 'Message actions' })).toHaveCount(0);

  await act(moderatorPage, chatM, rude, 'Delete');
  for (const chat of [chatA, chatT]) {
    await expect(chat.getByText(rude)).toHaveCount(0);
    await expect(chat.getByTestId('chat-tombstone').filter({ hasText: 'Removed by a moderator' }).last()).toBeVisible();
  }

  const notice = `Talks start at ten in the Main hall ${Date.now().toString(36)}`;
  await moderator.send(chatM, notice);
  await expect(messageIn(chatM, notice)).toBeVisible();
  await act(moderatorPage, chatM, notice, 'Pin on top');
  for (const chat of [chatA, chatT, chatM]) await expect(chat.getByTestId('chat-pinned')).toContainText(notice);
  // The message menu opened and closed without scrolling the page away from its top bar.
  expect(await moderatorPage.evaluate(() => document.scrollingElement?.scrollTop ?? 0)).toBe(0);
  await shoot(page, testInfo, 'chat');
  await shoot(moderatorPage, testInfo, 'chat-moderator');
  await expectNoSeriousA11yViolations(moderatorPage, { include: '[data-testid="public-chat"]' });

  // The venue's chat is shared with other specs: leave it without a pin.
  await chatM.getByTestId('chat-pinned').getByRole('button', { name: 'Unpin' }).click();
  for (const chat of [chatA, chatT, chatM]) await expect(chat.getByTestId('chat-pinned')).toHaveCount(0);
});
