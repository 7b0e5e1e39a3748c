import type { Platform } from '../../platform/context';

export async function seedDemoIfEmpty(_platform: Platform): Promise<void> {}
