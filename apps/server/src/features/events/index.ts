import type { Feature } from '../../platform/context';

export function eventsFeature(): Feature {
  return { name: 'events', register() {} };
}
