import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusinessCard } from '@foyer/contracts';
import { boothStaffFixture, renderUi } from '@/app/test-utils';
import { ChatMessageRow } from '@/features/public-chat/components/chat-message';
import { Prospect } from '@/features/business-cards/components/card-fields';
import { StaffSlider } from '@/features/booths/components/staff-slider';
import { PostCard } from '@/features/social-feed/components/post-card';

/** A right-to-left override: unisolated, it turns everything after it on the line around. */
const RLO = '\u202E';
const evil = `${RLO}gnp.exe`;

/** Every element with `text` as one of its own text parts, each inside a `<bdi>` (isolated from what surrounds it). */
function expectIsolated(text: string) {
  const holders = [...document.body.querySelectorAll('*')].filter((el) =>
    [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent === text),
  );
  expect(holders.length, text).toBeGreaterThan(0);
  for (const el of holders) {
    expect(el.closest('bdi'), text).not.toBeNull();
    // The isolate holds only the person's text: labels around it stay outside.
    expect(el.closest('bdi')!.textContent!.replace(text, ''), text).not.toMatch(/[a-z]{3}/i);
  }
}

describe('text people typed is isolated from the text around it (bidi), wherever it shows', () => {
  it('in chat: the sender and the message', () => {
    renderUi(
      <ChatMessageRow
        message={{ id: 1, chat_id: 1, text: `look ${evil}`, sent_at: '2026-01-01T10:00:00Z', sender: { id: 2, first_name: evil, last_name: '', mugshot: null, do_not_disturb: false } }}
        own={false}
        now={Date.parse('2026-01-01T10:30:00Z')}
      />,
    );
    expectIsolated(`look ${evil}`);
    expectIsolated(evil);
    expect(screen.getByText('30 minutes ago').closest('bdi')).toBeNull();
  });

  it('on business cards: the name and the note', () => {
    const card = { first_name: evil, last_name: 'Smith', message: `call me ${evil}`, user_email: null, mugshot: null } as unknown as BusinessCard;
    renderUi(<Prospect card={card} name={`${evil} Smith`} />);
    expectIsolated(`${evil} Smith`);
    expectIsolated(`call me ${evil}`);
  });

  it('on booth staff: name, job title and company, and the card button', async () => {
    const staff = boothStaffFixture(5, evil, 'Doe', { jobtitle: evil, company: `${evil} Inc` });
    renderUi(<StaffSlider staff={[staff]} userId={1} onLeaveCard={() => undefined} />);
    (await screen.findByRole('button', { name: `${evil} Doe` })).click();
    await screen.findByTestId('staff-popover');
    expectIsolated(`${evil} Doe`);
    expectIsolated(`${evil} Inc`);
    const button = await screen.findByTestId('staff-leave-card');
    expect([...button.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual([evil]);
  });

  it('in the feed: author and text', () => {
    renderUi(
      <PostCard
        post={{ external_id: 'm1', author_name: evil, author_handle: '@x', author_avatar: null, text: `news ${evil}`, url: null, posted_at: '2026-01-01T10:00:00Z', source: 'organiser' }}
        now={Date.parse('2026-01-01T10:30:00Z')}
      />,
    );
    expectIsolated(`news ${evil}`);
    expectIsolated(evil);
  });
});
