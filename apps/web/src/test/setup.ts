// Test setup for web components.
import { beforeEach } from 'vitest';
import { preloadLazyComponents } from '@/shared/ui/lazy';

// Pages are lazy chunks in the app; tests render them at once, as after their first visit
// (shared/ui/lazy.test.tsx covers the loading itself).
beforeEach(async () => {
  await preloadLazyComponents();
});
