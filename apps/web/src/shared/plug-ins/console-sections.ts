import type { ComponentType } from 'react';

/**
 * Who sees a section of the organiser console: an event's owners and moderators (their roles in that
 * event), the staff of its booths (their own booths' pages, decision 0085), and the instance's administrators
 * (who run every event). At the instance level a person holds the roles they hold in any event.
 */
export type ConsoleRole = 'owner' | 'moderator' | 'booth_staff' | 'administrator';

/** What an instance-level page receives (`/manage`). */
export interface InstanceSectionProps {
  roles: readonly ConsoleRole[];
}

/** What an event-level page receives (`/manage/{eventSlug}/{path}`). */
export interface EventSectionProps {
  eventSlug: string;
  roles: readonly ConsoleRole[];
}

interface SectionBase<P> {
  /** Stable name (tests, `data-testid` of its menu entry). */
  id: string;
  /** Its address under `/manage/` (instance) or `/manage/{eventSlug}/` (event); '' for `/manage` itself. */
  path: string;
  /** i18n key of its menu entry and page title. */
  titleKey: string;
  icon: ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>;
  /** The roles that see it; anyone else finds it neither in the menu nor at its address. */
  roles: readonly ConsoleRole[];
  /** Place in the menu, lowest first. */
  order: number;
  /** The page, lazy: a chunk of its feature, fetched when first shown. */
  page: ComponentType<P>;
}

export type InstanceConsoleSection = SectionBase<InstanceSectionProps>;
export interface EventConsoleSection extends SectionBase<EventSectionProps> {
  /** The change log's `area` of what this section changes: the log offers it as a filter, by this section's title. */
  changeArea?: string;
  /** Words for that area's entries in the reader's language: a field's label, a stored term's (null: as stored). */
  changeWords?: {
    field: (field: string) => string | null;
    term?: (field: string, value: string) => string | null;
  };
}

const instanceSections = new Map<string, InstanceConsoleSection>();
const eventSections = new Map<string, EventConsoleSection>();

/**
 * The console's pages, registered by the features that own them (each its `register…ConsoleSections()`,
 * called once when the console's chunk arrives): the console shell draws its menu and routes from these and
 * names no feature. A second registration under the same id replaces the first (tests register stand-ins).
 */
export function registerInstanceConsoleSection(section: InstanceConsoleSection): void {
  instanceSections.set(section.id, section);
}

export function registerEventConsoleSection(section: EventConsoleSection): void {
  eventSections.set(section.id, section);
}

const visibleTo = <S extends { roles: readonly ConsoleRole[]; order: number }>(sections: Iterable<S>, roles: readonly ConsoleRole[]): S[] =>
  [...sections].filter((s) => s.roles.some((role) => roles.includes(role))).sort((a, b) => a.order - b.order);

/** The instance-level sections the roles see, in menu order. */
export const instanceConsoleSections = (roles: readonly ConsoleRole[]): InstanceConsoleSection[] => visibleTo(instanceSections.values(), roles);

/** The event-level sections the roles see, in menu order. */
export const eventConsoleSections = (roles: readonly ConsoleRole[]): EventConsoleSection[] => visibleTo(eventSections.values(), roles);

/** Whether any feature registered an instance section at this address other than `/manage` itself. */
export const instanceSectionExists = (path: string): boolean => path !== '' && [...instanceSections.values()].some((s) => s.path === path);

/** Whether any feature registered an event section at this address (whoever may see it). */
export const eventSectionExists = (path: string): boolean => [...eventSections.values()].some((s) => s.path === path);

/** Forgets every registration (tests). */
export function clearConsoleSections(): void {
  instanceSections.clear();
  eventSections.clear();
}
