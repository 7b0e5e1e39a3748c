import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientErrorFieldLimits } from '@foyer/contracts';
import { reportClientError } from '@/shared/crash-reporting';
import { RouteCrash } from './error-boundary';
import { shellServer, stubFetch } from './test-utils';

function Boom(): never {
  throw new Error('Kaboom in a page');
}

describe('crash page', () => {
  it("shows 'Something went wrong' with a Refresh page button and reports the crash", async () => {
    const server = stubFetch(shellServer());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteCrash /> }]);
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('The issue has been reported to our team.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeTruthy();
    await waitFor(() => expect(server.find('POST', '/api/client-errors/')).toHaveLength(1));
    expect(server.find('POST', '/api/client-errors/')[0]?.body).toMatchObject({ message: 'Error: Kaboom in a page' });
    vi.restoreAllMocks();
  });
});

describe('reportClientError', () => {
  it('sends no more of each field than the server keeps', async () => {
    const server = stubFetch(shellServer());
    const error = new Error('x'.repeat(5000));
    error.stack = 's'.repeat(30_000);
    await reportClientError(error);
    const body = server.find('POST', '/api/client-errors/')[0]?.body as Record<string, string>;
    expect(body.message).toHaveLength(clientErrorFieldLimits.message);
    expect(body.stack).toHaveLength(clientErrorFieldLimits.stack);
  });
});
