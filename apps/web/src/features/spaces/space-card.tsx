import { Badge, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { MenuItem } from '@foyer/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ClosedSpaceTooltip } from './closed-space-tooltip';
import { spaceIcons } from './space-icons';
import { menuItemTarget } from './space-links';
import classes from './lobby.module.css';

/** One space of the lobby grid: a link when open, a disabled card with the closed tooltip when not. */
export function SpaceCard({ eventSlug, item }: { eventSlug: string; item: MenuItem }) {
  const { t } = useTranslation();
  const target = menuItemTarget(eventSlug, item);
  if (target.kind !== 'space' || !item.space) return null;
  const Icon = spaceIcons[target.type];
  const closed = target.closed;
  const body = (
    <>
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" color={closed ? 'gray' : undefined} aria-hidden>
          <Icon size={24} stroke={1.7} />
        </ThemeIcon>
        {closed ? (
          <Badge color="gray" variant="dot" size="sm">
            {t('shell.lobby.closed')}
          </Badge>
        ) : (
          <Badge color="teal" variant="dot" size="sm">
            {t('shell.lobby.open')}
          </Badge>
        )}
      </Group>
      <Title order={3} size="h4" lineClamp={2} c={closed ? 'gray.7' : undefined}>
        {item.text}
      </Title>
      <Text size="sm" c={closed ? 'gray.7' : 'dimmed'} mt={4}>
        {t(`shell.space_types.${target.type}`)}
      </Text>
      {!closed ? (
        <Group gap={4} mt="auto" pt="md" c="var(--mantine-primary-color-filled)">
          <Text size="sm" fw={600} c="inherit">
            {t('shell.lobby.enter')}
          </Text>
          <IconArrowRight size={16} aria-hidden />
        </Group>
      ) : null}
    </>
  );
  if (closed) {
    return (
      <ClosedSpaceTooltip closed block name={item.text}>
        <Card withBorder radius="lg" padding={0} className={classes.card} data-closed aria-disabled="true">
          {body}
        </Card>
      </ClosedSpaceTooltip>
    );
  }
  return (
    <Card component={Link} to={target.path} withBorder radius="lg" padding={0} className={classes.card} data-open>
      {body}
    </Card>
  );
}
