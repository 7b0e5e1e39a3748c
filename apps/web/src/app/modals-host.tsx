import { ModalsProvider } from '@mantine/modals';
import { modalTransition } from '@/shared/theme/build-theme';

/**
 * Where `modals.open` (shared/ui/modals.ts) draws. A chunk of its own: Mantine's Modal brings ScrollArea,
 * focus trapping and Floating UI, and only the signed-in app opens these modals (the entry page's help and
 * terms modals are lazy components of their own).
 */
export function ModalsHost() {
  return <ModalsProvider modalProps={{ transitionProps: modalTransition }} />;
}
