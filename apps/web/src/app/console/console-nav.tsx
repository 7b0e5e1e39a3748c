import { Box, Divider, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPointFilled } from '@tabler/icons-react';
import type { OrganizerEventSummary } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { eventConsoleSections, instanceConsoleSections } from '@/shared/plug-ins/console-sections';
import type { ConsoleAccess } from '@/shared/session/console-access';
import { EventStatusBadge } from '@/shared/ui/event-status-badge';
import type { ConsolePlace } from './console-app';
import classes from './console-layout.module.css';

/** Events the menu names at most, besides the one open. */
const listedEvents = 8;
const statusDot = { draft: 'gray.6', published: 'blue.6', running: 'teal.6', over: 'dark.3' } as const;

/**
 * The console's menu, drawn from the sections features registered for the person's roles: the instance's
 * (the events), then the events the person runs, the open one with its sections.
 */
export function ConsoleNav({ access, place }: { access: ConsoleAccess; place: ConsolePlace }) {
  const { t } = useTranslation();
  const { eventSlug, section: sectionPath } = place;
  const open = eventSlug ? (access.eventNamed(eventSlug) ?? { slug: eventSlug, name: eventSlug, status: null }) : null;
  const listed: Array<Pick<OrganizerEventSummary, 'slug' | 'name'> & { status: OrganizerEventSummary['status'] | null }> = access.events.slice(0, listedEvents);
  if (open && !listed.some((e) => e.slug === open.slug)) listed.push(open);

  return (
    <ScrollArea className={classes.navScroll} type="auto">
      <Stack gap={2} p="sm">
        {instanceConsoleSections(access.instanceRoles).map((section) => (
          <NavLink
            key={section.id}
            component={Link}
            to={`/manage/${section.path}`}
            label={t(section.titleKey)}
            leftSection={<section.icon size={18} stroke={1.8} aria-hidden />}
            active={!eventSlug && section.path === sectionPath}
            aria-current={!eventSlug && section.path === sectionPath ? 'page' : undefined}
            className={classes.navLink}
            data-testid={`console-nav-${section.id}`}
          />
        ))}
        {listed.length > 0 ? (
          <>
            <Divider my="sm" />
            <Text size="xs" tt="uppercase" fw={700} c="dimmed" px="sm" pb={4} className={classes.navGroup}>
              {t(access.isAdministrator ? 'console.all_events' : 'console.your_events')}
            </Text>
          </>
        ) : null}
        {listed.map((event) =>
          event.slug === eventSlug ? (
            <Box key={event.slug} className={classes.openEvent}>
              <Box px="sm" py={6}>
                <Text fw={650} size="sm" lineClamp={2} data-testid="console-nav-event">
                  {event.name}
                </Text>
                {event.status ? <EventStatusBadge status={event.status} size="xs" mt={4} /> : null}
              </Box>
              {eventConsoleSections(access.rolesIn(event.slug)).map((section) => (
                <NavLink
                  key={section.id}
                  component={Link}
                  to={`/manage/${event.slug}/${section.path}`}
                  label={t(section.titleKey)}
                  leftSection={<section.icon size={18} stroke={1.8} aria-hidden />}
                  active={sectionPath === section.path}
                  aria-current={sectionPath === section.path ? 'page' : undefined}
                  className={classes.navLink}
                  data-testid={`console-nav-${section.id}`}
                />
              ))}
              <NavLink
                component="a"
                href={`/${event.slug}`}
                target="_blank"
                rel="noopener"
                label={t('console.open_event')}
                leftSection={<IconExternalLink size={18} stroke={1.8} aria-hidden />}
                className={classes.navLink}
              />
            </Box>
          ) : (
            <NavLink
              key={event.slug}
              component={Link}
              to={`/manage/${event.slug}`}
              label={event.name}
              leftSection={<IconPointFilled size={14} aria-hidden color={`var(--mantine-color-${(event.status ? statusDot[event.status] : 'gray.6').replace('.', '-')})`} />}
              className={classes.navLink}
            />
          ),
        )}
      </Stack>
    </ScrollArea>
  );
}
