import { useState } from 'react';
import { useParams } from 'react-router';
import { instanceSectionExists } from '@/shared/plug-ins/console-sections';
import { ConsoleEventIndex, ConsoleEventPage, ConsoleInstancePage, ConsoleUnknownPage } from './console-pages';
import { ConsoleRoot } from './console-root';
import { registerConsoleSections } from './register-sections';


/**
 * Where in the console an address is: an instance section (`eventSlug` null, `section` its path, '' for
 * `/manage`), or an event and one of its sections (null: `/manage/{eventSlug}`).
 */
export interface ConsolePlace {
  eventSlug: string | null;
  section: string | null;
}

/**
 * Everything under `/manage` (the route `manage/*`), one chunk: the frame, and the page the rest of the
 * address names. Read from the address here rather than declared as routes, so that neither the app's
 * route table nor its first visit carries anything of the console.
 */
export function ConsoleApp({ registerSections }: { registerSections: boolean }) {
  // The features' sections, registered once as the console first shows (tests register stand-ins instead).
  useState(() => registerSections && registerConsoleSections());
  const place = placeOf(useParams()['*'] ?? '');
  let page;
  if (place === null) page = <ConsoleUnknownPage />;
  else if (place.eventSlug === null) page = <ConsoleInstancePage path={place.section ?? ''} />;
  else if (place.section === null) page = <ConsoleEventIndex eventSlug={place.eventSlug} />;
  else page = <ConsoleEventPage eventSlug={place.eventSlug} path={place.section} />;
  return <ConsoleRoot place={place ?? { eventSlug: null, section: null }}>{page}</ConsoleRoot>;
}

/**
 * The place the address below `/manage/` names; null for one with more parts than any has. An event's
 * section may have pages below it (`spaces/{id}`, `maps/{mapSlug}`): it reads them itself (consoleSubPath).
 */
export function placeOf(rest: string): ConsolePlace | null {
  const [first = null, second = null, ...beyond] = rest.split('/').filter(Boolean);
  if (beyond.length > 0 && (second === null || instanceSectionExists(first ?? ''))) return null;
  if (first === null) return { eventSlug: null, section: '' };
  // An instance section's own address (`/manage/{path}`) goes before an event of that slug.
  if (second === null && instanceSectionExists(first)) return { eventSlug: null, section: first };
  return { eventSlug: first, section: second };
}
