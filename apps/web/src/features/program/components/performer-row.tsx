import { Avatar, Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Performer } from '@foyer/contracts';
import { BookmarkToggle } from '@/features/goodiebag';
import { UserText } from '@/shared/ui/user-text';
import { performerSelection } from '../performer-selection';
import classes from './program.module.css';

/** A performer in a list: mugshot, name, descriptive line, location type and star; opens their detail. */
export function PerformerRow({ performer }: { performer: Performer }) {
  const { t } = useTranslation();
  return (
    <div className={classes.performerRow} data-testid="performer-row" data-performer={performer.id}>
      <UnstyledButton className={classes.performerMain} onClick={() => performerSelection.show(performer.id)} aria-label={t('program.open_performer', { name: performer.name })}>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={performer.mugshot} name={performer.name} color="brand" variant="filled" radius="xl" size={44} alt="" />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate><UserText>{performer.name}</UserText></Text>
            {performer.descriptive_line ? <Text size="xs" c="dimmed" lineClamp={2}><UserText>{performer.descriptive_line}</UserText></Text> : null}
            <Badge size="xs" variant="light" color="gray" mt={2}>{t(`program.location_types.${performer.location_type}`)}</Badge>
          </div>
        </Group>
      </UnstyledButton>
      <BookmarkToggle kind="performer" itemId={performer.id} name={performer.name} size="sm" />
    </div>
  );
}
