import type { ComponentType } from 'react';
import type { CurrentEvent } from '@foyer/contracts';

/**
 * Entries features add to the profile menu (the program's calendar subscription). Each is a component
 * rendering a `Menu.Item`, lazy (a chunk of the feature: nothing of it in the entry page), shown after the
 * menu's own entries when `visible` says so. Registered at start (the feature's plug-ins.ts).
 */
export interface ProfileMenuEntry {
  id: string;
  component: ComponentType<{ event: CurrentEvent }> & { preload?: () => Promise<void> };
  visible?: (event: CurrentEvent) => boolean;
}

const entries: ProfileMenuEntry[] = [];

export function registerProfileMenuItem(entry: ProfileMenuEntry): void {
  if (!entries.some((e) => e.id === entry.id)) entries.push(entry);
}

export const profileMenuItems = (event: CurrentEvent): ProfileMenuEntry[] => entries.filter((e) => e.visible?.(event) ?? true);
