import type { ComponentType } from 'react';
import type { SidebarId } from './sidebars';

export interface SidebarPanelProps {
  eventSlug: string;
  /** Whether the sidebar is in its wide (600 px) form. */
  expanded: boolean;
  close: () => void;
}

export interface SidebarPanel {
  /** The panel's content below its header. */
  component: ComponentType<SidebarPanelProps>;
  /** Whether the panel offers the wide (600 px) form. */
  expandable?: boolean;
  /** Its own width on desktop instead of the shell's 350 (280 on narrow windows), e.g. the performer sidebar's 606. */
  width?: number;
}

const panels = new Map<SidebarId, SidebarPanel>();

/**
 * Plugs a feature's panel into one of the shell's sidebars (performers, calendar, attendees, messages).
 * Call once at start (the feature's plug-ins.ts). A sidebar without a panel shows a designed empty state.
 */
export function registerSidebarPanel(id: SidebarId, panel: SidebarPanel): void {
  panels.set(id, panel);
}

export function sidebarPanelFor(id: SidebarId): SidebarPanel | undefined {
  return panels.get(id);
}
