import './polyfills';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { isUnsupported, UnsupportedBrowserPage } from '@/features/browser-check';
import { buildTheme, cssVariablesResolver } from '@/shared/theme/build-theme';
import { useBrandColor } from '@/shared/theme/brand-store';
import { CrashBoundary } from './error-boundary';
import { createQueryClient } from './query-client';
import { router } from './router';
import { reloadOnStaleChunks } from './stale-build';

const queryClient = createQueryClient();
const unsupported = isUnsupported(navigator.userAgent);
reloadOnStaleChunks();

/** Providers: TanStack Query, Mantine with the event's theme, the crash boundary and the router. */
export function App() {
  const brand = useBrandColor();
  const theme = useMemo(() => buildTheme({ primaryColor: brand }), [brand]);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <CrashBoundary>{unsupported ? (
            <Suspense fallback={null}>
              <UnsupportedBrowserPage />
            </Suspense>
          ) : (
            <RouterProvider router={router} />
          )}</CrashBoundary>
      </MantineProvider>
    </QueryClientProvider>
  );
}
