import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactQuestion } from '@foyer/contracts';
import { describe, expect, it } from 'vitest';
import { renderUi, signInForTest, stubFetch } from '@/app/test-utils';
import { ContactInboxPage } from './contact-inbox-page';

const open: ContactQuestion = {
  id: 7, message: 'Where is the cloakroom?', asked_at: '2026-12-07T09:00:00Z',
  asker: { id: 3, first_name: 'Ada', last_name: 'Asker', email: 'ada@example.com' }, answer: null, answered_at: null, answered_by: null,
};
const inbox = '/api/events/demo/organizer/contact/';

describe('the help and contact inbox', () => {
  it('lists the open questions and mails an answer, refusing an empty one first', { timeout: 120_000 }, async () => {
    signInForTest();
    let answered = false;
    const calls = stubFetch((method, path, body) => {
      if (path === `${inbox}7/answer/`) {
        answered = true;
        return { body: { ...open, answer: (body as { text: string }).text, answered_at: '2026-12-07T10:00:00Z', answered_by: 'Olivia Organiser' } };
      }
      if (path.startsWith(`${inbox}?`)) return { body: { count: answered ? 0 : 1, unanswered: answered ? 0 : 1, next: null, previous: null, results: answered ? [] : [open] } };
      return undefined;
    });
    renderUi(<ContactInboxPage eventSlug="demo" roles={['owner']} />, '/manage/demo/contact', '/manage/*');
    const user = userEvent.setup();
    const card = await screen.findByTestId('contact-question');
    expect(within(card).getByText('Where is the cloakroom?')).toBeTruthy();
    expect(screen.getByText('Unanswered (1)')).toBeTruthy();
    await user.click(within(card).getByTestId('contact-send'));
    expect(await within(card).findByText('Write the answer.')).toBeTruthy();
    expect(calls.find('POST', `${inbox}7/answer/`)).toHaveLength(0);
    await user.type(within(card).getByTestId('contact-answer'), 'By the main entrance.');
    await user.click(within(card).getByTestId('contact-send'));
    await waitFor(() => expect(calls.find('POST', `${inbox}7/answer/`)).toHaveLength(1));
    expect(calls.find('POST', `${inbox}7/answer/`)[0]!.body).toEqual({ text: 'By the main entrance.' });
    expect(await screen.findByText('No open questions')).toBeTruthy();
  });
});
