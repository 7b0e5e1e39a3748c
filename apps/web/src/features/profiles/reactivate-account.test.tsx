import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeToken, renderApp, shellServer, signInForTest, stubFetch, userFixture } from '@/app/test-utils';

/** Spec 3 §2: the link's code is exchanged only when both code and email are present and the e-mail differs from the signed-in one. */
describe('/reactivate-account', () => {
  const reactivating = (user = userFixture({ email: 'someone@example.com' })) =>
    stubFetch((method, path, body) => {
      if (method === 'POST' && path === '/api/reactivate-account/') {
        return (body as { code: string }).code === 'good-code-0123456789' ? { body: { access: fakeToken(9), refresh: 'r9' } } : { status: 400, body: { detail: 'This reactivation link is not valid or has expired.', code: 'reactivation_failed' } };
      }
      return shellServer({ user: { body: user } })(method, path, body);
    });

  it('exchanges code and email for tokens, then loads the current user again', async () => {
    const server = reactivating();
    renderApp('/reactivate-account?code=good-code-0123456789&email=back@example.com');
    expect(await screen.findByTestId('reactivated')).toBeTruthy();
    expect(server.find('POST', '/api/reactivate-account/')[0]?.body).toEqual({ code: 'good-code-0123456789', email: 'back@example.com' });
    await waitFor(() => expect(server.find('GET', '/api/auth/current_user/').length).toBeGreaterThan(0));
    expect(JSON.parse(localStorage.getItem('foyer.tokens') ?? '{}').refresh).toBe('r9');
  });

  it('shows the server\'s refusal', async () => {
    reactivating();
    renderApp('/reactivate-account?code=bad-code-0123456789&email=back@example.com');
    expect(await screen.findByText('This reactivation link is not valid or has expired.')).toBeTruthy();
  });

  it('does nothing without both code and email', async () => {
    const server = reactivating();
    renderApp('/reactivate-account?code=good-code-0123456789');
    expect(await screen.findByText(/This link is incomplete/)).toBeTruthy();
    expect(server.find('POST', '/api/reactivate-account/')).toHaveLength(0);
  });

  it('does nothing when the link is for the account signed in already', async () => {
    signInForTest();
    const server = reactivating(userFixture({ email: 'back@example.com' }));
    renderApp('/reactivate-account?code=good-code-0123456789&email=Back@example.com');
    expect(await screen.findByText('You are signed in with this account already.')).toBeTruthy();
    expect(server.find('POST', '/api/reactivate-account/')).toHaveLength(0);
  });
});
