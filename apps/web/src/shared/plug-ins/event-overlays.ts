import type { ComponentType } from 'react';
import type { CurrentEvent, CurrentUser } from '@foyer/contracts';

export interface EventOverlayProps {
  event: CurrentEvent;
  user: CurrentUser | undefined;
}

/**
 * Event-wide offers and prompts (the chat roulette's "someone is waiting, come along"): a feature registers
 * one at start (its plug-ins.ts, a lazy component); the shell mounts it on every page of the event, full-
 * screen ones too, and the component decides itself when it shows something (a modal, usually).
 */
export interface EventOverlay {
  component: ComponentType<EventOverlayProps>;
}

const overlays: EventOverlay[] = [];

export function registerEventOverlay(overlay: EventOverlay): void {
  overlays.push(overlay);
}

export const eventOverlays = (): readonly EventOverlay[] => overlays;
