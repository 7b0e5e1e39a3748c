import { Avatar, Badge, Button, Group, Modal, Skeleton, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowRight, IconClock, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateIn, spacePath, timetableLayout } from '@foyer/domain';
import { BookmarkToggle } from '@/features/goodiebag';
import { RichText } from '@/shared/ui/rich-text';
import { ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { programItemQuery } from '../api';
import type { ProgramClock } from '../clock';
import { performerSelection } from '../performer-selection';

/**
 * A program item's detail (spec 2, issue 11): its time, space, performers and description, the favourite
 * star and a way to its space (disabled, with the closed tooltip, while the space is closed).
 */
export function ItemDetailModal({ eventSlug, itemId, clock, onClose }: { eventSlug: string; itemId: number | null; clock: ProgramClock; onClose: () => void }) {
  const { t } = useTranslation();
  const item = useQuery({ ...programItemQuery(eventSlug, itemId ?? 0), enabled: itemId !== null });
  const data = item.data;
  return (
    <Modal opened={itemId !== null} onClose={onClose} title={data ? <UserText>{data.name}</UserText> : t('program.item_detail')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }} data-testid="program-item-detail">
      {item.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={14} width="50%" />
          <Skeleton height={14} width="40%" />
          <Skeleton height={60} />
        </Stack>
      ) : item.isError || !data ? (
        <ErrorPanel title={t('program.error')} description={t('program.error_hint')} onRetry={() => void item.refetch()} />
      ) : (
        <Stack gap="md">
          {data.subtitle ? <Text c="dimmed"><UserText>{data.subtitle}</UserText></Text> : null}
          <Group gap="lg">
            <Group gap={6} wrap="nowrap">
              <IconClock size={16} aria-hidden />
              <Text size="sm" data-testid="program-item-time">
                {clock.day(dateIn(data.start_date, clock.timeZone))}, {clock.range(data.start_date, data.end_date)}
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm"><UserText>{data.space.name}</UserText></Text>
              <Badge size="xs" variant="light" color="gray">{t(`program.location_types.${data.location_type}`)}</Badge>
            </Group>
          </Group>
          {data.tag_list.length > 0 ? (
            <Group gap={6}>
              {data.tag_list.map((tag) => (
                <Badge key={tag.id} variant="default" leftSection={<span style={{ width: 8, height: 8, borderRadius: 4, background: tag.color, display: 'inline-block' }} />}>
                  <UserText>{tag.text}</UserText>
                </Badge>
              ))}
            </Group>
          ) : null}
          {data.performers.length > 0 ? (
            <div>
              <Text size="sm" fw={600} mb={6}>{t('program.performers')}</Text>
              <Group gap="sm">
                {data.performers.map((p) => (
                  <UnstyledButton key={p.id} onClick={() => { onClose(); performerSelection.show(p.id); }} aria-label={t('program.open_performer', { name: p.name })}>
                    <Group gap={6} wrap="nowrap">
                      <Avatar src={p.mugshot} name={p.name} color="brand" variant="filled" radius="xl" size={28} alt="" />
                      <Text size="sm"><UserText>{p.name}</UserText></Text>
                    </Group>
                  </UnstyledButton>
                ))}
              </Group>
            </div>
          ) : null}
          {data.description ? <RichText html={data.description} fz="sm" /> : <Text size="sm" c="dimmed">{t('program.no_description')}</Text>}
          <Group justify="space-between">
            <BookmarkToggle kind="show" itemId={data.id} name={data.name} withLabel />
            {data.space.published ? (
              <Button component={Link} to={spacePath(eventSlug, data.space)} onClick={onClose} rightSection={<IconArrowRight size={16} />} data-testid="program-item-go">
                {t('program.go_to_space')}
              </Button>
            ) : (
              <Tooltip label={t('program.space_closed')} openDelay={timetableLayout.tooltipDelayMs}>
                <Button disabled data-disabled rightSection={<IconArrowRight size={16} />} data-testid="program-item-go">{t('program.go_to_space')}</Button>
              </Tooltip>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
