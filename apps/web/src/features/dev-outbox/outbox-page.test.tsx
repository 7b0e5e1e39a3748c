import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '@/features/entry/test-utils';
import { findCode } from './api';
import { devOutboxRoutes } from './routes';

const mail = (to: string, code: string, sentAt: string) => ({
  to,
  subject: `${code} is your code for Demo Summit`,
  text: `Hello,\n\nUse this code to sign in to Demo Summit:\n\n    ${code}\n`,
  html: `<p>Use this code: <b>${code}</b></p><script>parent.alert(1)</script>`,
  sent_at: sentAt,
});

describe('findCode', () => {
  it('finds the six-digit code in the subject, else in the text, and nothing in longer numbers', () => {
    expect(findCode({ subject: '482913 is your code', text: '' })).toBe('482913');
    expect(findCode({ subject: 'Your code', text: 'Code:\n    007345\n' })).toBe('007345');
    expect(findCode({ subject: 'Order 12345678', text: 'call 0201234567' })).toBeNull();
  });
});

describe('/dev/outbox', () => {
  it('lists the mail newest first with a copy button for the code and a sandboxed HTML body', async () => {
    stubFetch((method, path) =>
      path === '/api/dev/outbox'
        ? { body: [mail('old@example.com', '111111', '2026-01-01T10:00:00Z'), mail('new@example.com', '222222', '2026-01-01T10:05:00Z')] }
        : undefined,
    );
    renderAt('/dev/outbox', devOutboxRoutes);
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(within(articles[0]!).getByText('new@example.com')).toBeTruthy();
    expect(within(articles[0]!).getByRole('button', { name: 'Copy code 222222' })).toBeTruthy();
    const frame = articles[0]!.querySelector('iframe');
    expect(frame?.getAttribute('sandbox')).toBe('');
    expect(frame?.getAttribute('srcdoc')).toContain('222222');
    expect(screen.getByText('2 messages')).toBeTruthy();
  });

  it('says how to get mail when the outbox is empty', async () => {
    stubFetch((method, path) => (path === '/api/dev/outbox' ? { body: [] } : undefined));
    renderAt('/dev/outbox', devOutboxRoutes);
    expect(await screen.findByText('No mail yet — ask for a code on an entry page')).toBeTruthy();
  });

  it('says the outbox is off when the server answers 404 (production)', async () => {
    stubFetch(() => ({ status: 404, body: { detail: 'Not found.' } }));
    renderAt('/dev/outbox', devOutboxRoutes);
    expect(await screen.findByText('The dev outbox is switched off')).toBeTruthy();
  });
});
