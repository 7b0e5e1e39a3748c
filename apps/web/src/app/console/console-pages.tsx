import { Anchor, Breadcrumbs, Button, Text } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { eventConsoleSections, eventSectionExists, instanceConsoleSections } from '@/shared/plug-ins/console-sections';
import { useConsoleAccess } from '@/shared/session/console-access';
import { usePageTitle } from '@/shared/session/page-title';
import { ConsolePage } from '@/shared/ui/console-page';
import { EmptyPanel } from '@/shared/ui/page-state';

/** `/manage` (the events) or another instance section's address. */
export function ConsoleInstancePage({ path }: { path: string }) {
  const { t } = useTranslation();
  const { access } = useConsoleAccess();
  const roles = access?.instanceRoles ?? [];
  const section = instanceConsoleSections(roles).find((s) => s.path === path);
  usePageTitle(section ? t(section.titleKey) : null);
  if (!section) return <Refused />;
  return <section.page roles={roles} />;
}

/** `/manage/{eventSlug}`: the event's first section the person sees. */
export function ConsoleEventIndex({ eventSlug }: { eventSlug: string }) {
  const { access } = useConsoleAccess();
  const first = eventConsoleSections(access?.rolesIn(eventSlug) ?? [])[0];
  return first ? <Navigate to={`/manage/${eventSlug}/${first.path}`} replace /> : <Refused />;
}

/** `/manage/{eventSlug}/{section}`: the section's page, for the roles that see it. */
export function ConsoleEventPage({ eventSlug, path }: { eventSlug: string; path: string }) {
  const { t } = useTranslation();
  const { access } = useConsoleAccess();
  const roles = access?.rolesIn(eventSlug) ?? [];
  const section = eventConsoleSections(roles).find((s) => s.path === path);
  const eventName = access?.eventNamed(eventSlug)?.name ?? eventSlug;
  usePageTitle(section ? `${t(section.titleKey)} · ${eventName}` : null);
  if (!section) return eventSectionExists(path) ? <Refused /> : <ConsoleUnknownPage />;
  return (
    <>
      {/* On a phone the menu with the event's name is behind the burger: say here whose page this is. */}
      <Breadcrumbs hiddenFrom="sm" px="md" pt="md" separatorMargin={6} fz="sm" data-testid="console-breadcrumbs">
        <Anchor component={Link} to="/manage" size="sm">
          {t('manage_events.title')}
        </Anchor>
        <Text size="sm" fw={600} truncate>
          {eventName}
        </Text>
      </Breadcrumbs>
      {/* Keyed by event: another event's page starts afresh (its forms, its filters). */}
      <section.page key={eventSlug} eventSlug={eventSlug} roles={roles} />
    </>
  );
}

function Refused() {
  const { t } = useTranslation();
  return (
    <ConsolePage title={t('console.refused.title')} testId="console-refused">
      <EmptyPanel icon={<IconLock size={28} stroke={1.6} />} title={t('console.refused.body')} action={<BackToEvents />} />
    </ConsolePage>
  );
}

/** An address under `/manage` that no section has. */
export function ConsoleUnknownPage() {
  const { t } = useTranslation();
  return (
    <ConsolePage title={t('console.unknown.title')} testId="console-unknown">
      <EmptyPanel title={t('console.unknown.body')} action={<BackToEvents />} />
    </ConsolePage>
  );
}

function BackToEvents() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/manage" variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      {t('console.back_to_events')}
    </Button>
  );
}
