import type { Feature } from '../../platform/context';

export function authFeature(_limits?: Record<string, unknown>): Feature {
  return { name: 'auth', register() {} };
}
