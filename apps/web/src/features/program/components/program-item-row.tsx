import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProgramItem } from '@foyer/contracts';
import { dateIn, isLive } from '@foyer/domain';
import { BookmarkToggle } from '@/features/goodiebag';
import { UserText } from '@/shared/ui/user-text';
import type { ProgramClock } from '../clock';
import classes from './program.module.css';

/** One session in a list (calendar panel, search, a speaker's sessions): time, name, space, live mark and star. */
export function ProgramItemRow({ item, clock, onOpen, now, withDay = false }: { item: ProgramItem; clock: ProgramClock; onOpen: (id: number) => void; now: number; withDay?: boolean }) {
  const { t } = useTranslation();
  const live = isLive(item, now);
  const time = clock.range(item.start_date, item.end_date);
  return (
    <div className={classes.itemRow} style={{ borderLeftColor: item.color ?? undefined }} data-testid="program-item-row" data-item={item.id}>
      <UnstyledButton className={classes.itemRowMain} onClick={() => onOpen(item.id)} aria-label={t('program.open_item', { name: item.name })}>
        <Text size="xs" c="dimmed">
          {withDay ? `${clock.shortDay(dateIn(item.start_date, clock.timeZone))}, ` : ''}
          {time}
        </Text>
        <Group gap={6} wrap="nowrap">
          {live ? <Badge size="xs" color="red.8" variant="filled" style={{ flexShrink: 0 }}>{t('program.live_now')}</Badge> : null}
          <Text size="sm" fw={600} lineClamp={2}><UserText>{item.name}</UserText></Text>
        </Group>
        <Text size="xs" c="dimmed" truncate>
          <UserText>{item.space.name}</UserText> · {t(`program.location_types.${item.location_type}`)}
        </Text>
      </UnstyledButton>
      {item.isContainer ? null : <BookmarkToggle kind="show" itemId={item.id} name={item.name} size="sm" />}
    </div>
  );
}
