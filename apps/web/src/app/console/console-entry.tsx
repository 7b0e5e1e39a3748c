import { lazyNamed } from '@/shared/ui/lazy';

const ConsoleApp = lazyNamed(() => import('./console-app'), 'ConsoleApp');

/**
 * A step between the route table and the console: the table names this small chunk alone, and the
 * console's many chunks are named here, so that the first visit of any page carries none of their names.
 */
export function ConsoleEntry({ registerSections }: { registerSections: boolean }) {
  return <ConsoleApp registerSections={registerSections} />;
}
