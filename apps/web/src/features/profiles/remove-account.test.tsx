import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeToken, renderApp, shellServer, signInForTest, stubFetch, userFixture } from '@/app/test-utils';

/** Spec 3 §2: a removal link's code is exchanged only when code and email are present and the e-mail differs from the signed-in one (decision 0074). */
describe('/remove-account', () => {
  const server = (signedInAs = 'someone@example.com') =>
    stubFetch((method, path, body) => {
      if (method === 'POST' && path === '/api/remove-user-account/obtain/') {
        const { code } = body as { code: string };
        if (code !== 'good-code-0123456789') return { status: 400, body: { detail: 'This removal link is not valid or has expired. Ask for a new one.', code: 'removal_link_invalid' } };
        // From now on the current user is the link's account.
        signedInAs = (body as { email: string }).email;
        return { body: { access: fakeToken(9), refresh: 'r9' } };
      }
      if (method === 'POST' && path === '/api/remove-user-account/link/') return { body: { detail: 'We have sent an e-mail to this address.' } };
      if (path.startsWith('/api/auth/current_user/')) return { body: userFixture({ email: signedInAs }) };
      return shellServer()(method, path, body);
    });

  it('exchanges the link of a signed-out person for a sign-in, then shows the removal of that account', async () => {
    const api = server();
    renderApp('/remove-account?code=good-code-0123456789&email=Leaving@example.com');
    expect((await screen.findByTestId('removal-account')).textContent).toContain('leaving@example.com');
    expect(api.find('POST', '/api/remove-user-account/obtain/')[0]?.body).toEqual({ code: 'good-code-0123456789', email: 'leaving@example.com' });
    expect(JSON.parse(localStorage.getItem('foyer.tokens') ?? '{}').refresh).toBe('r9');
    expect(screen.getByTestId('remove-account')).toBeTruthy();
  });

  it('exchanges the link when someone else is signed in here, and shows the link\'s account', async () => {
    signInForTest();
    const api = server('someone@example.com');
    renderApp('/remove-account?code=good-code-0123456789&email=leaving@example.com');
    await waitFor(() => expect(screen.getByTestId('removal-account').textContent).toContain('leaving@example.com'));
    expect(api.find('POST', '/api/remove-user-account/obtain/')).toHaveLength(1);
  });

  it('does not exchange a link for the account signed in already', async () => {
    signInForTest();
    const api = server('leaving@example.com');
    renderApp('/remove-account?code=good-code-0123456789&email=LEAVING@example.com');
    expect((await screen.findByTestId('removal-account')).textContent).toContain('leaving@example.com');
    expect(api.find('POST', '/api/remove-user-account/obtain/')).toHaveLength(0);
  });

  it('does not exchange a link without both code and email', async () => {
    const api = server();
    renderApp('/remove-account?code=good-code-0123456789');
    expect(await screen.findByTestId('removal-link-form')).toBeTruthy();
    renderApp('/remove-account?email=leaving@example.com');
    await waitFor(() => expect(screen.getAllByTestId('removal-link-form')).toHaveLength(2));
    expect(api.find('POST', '/api/remove-user-account/obtain/')).toHaveLength(0);
  });

  it("shows a refused link's reason and offers a new link for its address", async () => {
    const api = server();
    renderApp('/remove-account?code=bad-code-0123456789&email=leaving@example.com');
    expect((await screen.findByTestId('removal-link-failed')).textContent).toContain('This removal link is not valid or has expired.');
    expect(screen.queryByTestId('remove-account')).toBeNull();
    fireEvent.click(screen.getByTestId('request-removal-link'));
    expect(await screen.findByTestId('removal-link-sent')).toBeTruthy();
    expect(api.find('POST', '/api/remove-user-account/link/')[0]?.body).toEqual({ email: 'leaving@example.com' });
  });

  it('asks a signed-out person for their address, checks it, and mails them a link', async () => {
    const api = server();
    renderApp('/remove-account');
    fireEvent.click(await screen.findByTestId('request-removal-link'));
    expect(await screen.findByText('Please enter your e-mail address')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: /E-mail address/ });
    fireEvent.change(input, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByTestId('request-removal-link'));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(api.find('POST', '/api/remove-user-account/link/')).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'leaving@example.com' } });
    fireEvent.click(screen.getByTestId('request-removal-link'));
    expect((await screen.findByTestId('removal-link-sent')).textContent).toContain('leaving@example.com');
    expect(api.find('POST', '/api/remove-user-account/link/')[0]?.body).toEqual({ email: 'leaving@example.com' });
  });
});
