import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './public-page.module.css';

/** The frame of the pages outside an event (root, login, logout): a centred card on a soft backdrop. */
export function PublicPage({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <main className={classes.page} data-testid={testId}>
      <Paper className={classes.card} p={{ base: 'lg', sm: 40 }} radius="lg" shadow="md" withBorder>
        {children}
      </Paper>
    </main>
  );
}
