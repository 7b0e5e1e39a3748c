import { ActionIcon, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizerStage } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { notify, toast } from '@/shared/notify/notify';
import { PersonSelect } from '@/shared/ui/people-select';
import { personName } from '@/shared/ui/person-name';
import { addModerator, removeModerator } from './stage-api';

/** The stage's own moderators: they switch what it shows, are labelled Moderator in its chat and go backstage. */
export function StageModerators({ eventSlug, stage }: { eventSlug: string; stage: OrganizerStage }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number | null>(null);
  const add = useMutation({
    mutationFn: (userId: number) => addModerator(queryClient, eventSlug, stage.slug, userId),
    onSuccess: () => {
      toast(t('manage_stage.moderators.added'));
      setChosen(null);
    },
    onError: (error) => notify.error(errorMessage(error, t('manage_stage.moderators.add_failed'))),
  });
  const remove = useMutation({
    mutationFn: (userId: number) => removeModerator(queryClient, eventSlug, stage.slug, userId),
    onSuccess: () => toast(t('manage_stage.moderators.removed')),
    onError: (error) => notify.error(errorMessage(error, t('manage_stage.moderators.remove_failed'))),
  });

  return (
    <Card withBorder radius="md" padding="md" data-testid="stage-moderators">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {t('manage_stage.moderators.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('manage_stage.moderators.intro')}
          </Text>
        </div>
        {stage.moderators.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('manage_stage.moderators.none')}
          </Text>
        ) : (
          <Stack gap={4}>
            {stage.moderators.map((m) => (
              <Group key={m.id} justify="space-between" gap="sm" wrap="nowrap">
                <Text size="sm">{personName(m)}</Text>
                <Tooltip label={t('manage_stage.moderators.remove', { name: personName(m) })}>
                  <ActionIcon variant="subtle" color="red" size="lg" onClick={() => remove.mutate(m.id)} loading={remove.isPending && remove.variables === m.id} aria-label={t('manage_stage.moderators.remove', { name: personName(m) })}>
                    <IconUserMinus size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
          </Stack>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <div style={{ flex: '1 1 260px' }}>
            <PersonSelect eventSlug={eventSlug} label={t('manage_stage.moderators.pick')} value={chosen} onChange={setChosen} known={[]} testId="moderator-pick" />
          </div>
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} disabled={chosen === null} loading={add.isPending} onClick={() => chosen !== null && add.mutate(chosen)} data-testid="add-moderator">
            {t('manage_stage.moderators.add')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
