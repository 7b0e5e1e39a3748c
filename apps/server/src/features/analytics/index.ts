import type { Feature } from '../../platform/context';

export function analyticsFeature(): Feature {
  return { name: 'analytics', register() {} };
}
