import { Box, Divider, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { eventConsoleSections, instanceConsoleSections } from '@/shared/plug-ins/console-sections';
import type { ConsoleAccess } from '@/shared/session/console-access';
import { EventStatusBadge } from '@/shared/ui/event-status-badge';
import type { ConsolePlace } from './console-app';
import classes from './console-layout.module.css';

/**
 * The console's menu, drawn from the sections features registered for the person's roles: the instance's
 * (the events) and, inside an event, that event's.
 */
export function ConsoleNav({ access, place }: { access: ConsoleAccess; place: ConsolePlace }) {
  const { t } = useTranslation();
  const { eventSlug, section: sectionPath } = place;
  const event = eventSlug ? access.eventNamed(eventSlug) : undefined;

  return (
    <ScrollArea className={classes.navScroll} type="auto">
      <Stack gap={4} p="sm">
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
        {eventSlug ? (
          <>
            <Divider my="sm" />
            <Box px="sm" pb={4}>
              <Text size="xs" tt="uppercase" fw={700} c="dimmed" className={classes.navGroup}>
                {t('console.event_group')}
              </Text>
              <Text fw={650} size="sm" lineClamp={2} mt={4} data-testid="console-nav-event">
                {event?.name ?? eventSlug}
              </Text>
              {event ? <EventStatusBadge status={event.status} size="xs" mt={6} /> : null}
            </Box>
            {eventConsoleSections(access.rolesIn(eventSlug)).map((section) => (
              <NavLink
                key={section.id}
                component={Link}
                to={`/manage/${eventSlug}/${section.path}`}
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
              href={`/${eventSlug}`}
              target="_blank"
              rel="noopener"
              label={t('console.open_event')}
              leftSection={<IconExternalLink size={18} stroke={1.8} aria-hidden />}
              className={classes.navLink}
            />
          </>
        ) : null}
      </Stack>
    </ScrollArea>
  );
}
