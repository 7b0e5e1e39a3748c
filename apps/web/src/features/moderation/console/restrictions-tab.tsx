import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBan, IconMessageOff, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Restriction } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { notify, toast } from '@/shared/notify/notify';
import { ConsoleList, type ConsoleListColumn } from '@/shared/ui/console-list';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { PersonSelect } from '@/shared/ui/people-select';
import { UserText } from '@/shared/ui/user-text';
import { ActForm, type ActValues } from './act-form';
import { lift, restrict, restrictionsQuery } from './api';
import { nameOf, When } from './when';

type Kind = 'bans' | 'silences';

/** The bans or the silences in force: add one (a person, a reason, how long), lift one. */
export function RestrictionsTab({ eventSlug, kind }: { eventSlug: string; kind: Kind }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(restrictionsQuery(eventSlug, kind));
  const [adding, adder] = useDisclosure(false);
  const [userId, setUserId] = useState<number | null>(null);
  const [personError, setPersonError] = useState<string | undefined>();
  const words = kind === 'bans' ? 'moderation.bans' : 'moderation.silences';

  const add = useMutation({
    mutationFn: (values: ActValues) =>
      restrict(queryClient, eventSlug, kind, kind === 'bans' ? { user_id: userId!, reason: values.reason, until: values.until, remove_messages: false } : { user_id: userId!, reason: values.reason, until: values.until! }),
    onSuccess: () => {
      toast(t(`${words}.added`));
      adder.close();
      setUserId(null);
    },
    onError: (error) => notify.error(errorMessage(error, t(`${words}.add_failed`))),
  });
  const removal = useMutation({
    mutationFn: (r: Restriction) => lift(queryClient, eventSlug, kind, r.user.id),
    onSuccess: (_v, r) => toast(t(`${words}.lifted`, { name: nameOf(r.user) })),
    onError: (error) => notify.error(errorMessage(error, t(`${words}.lift_failed`))),
  });

  const columns: ConsoleListColumn<Restriction>[] = [
    { key: 'person', header: t('moderation.columns.person'), cell: (r) => <Stack gap={0}><Text size="sm" fw={600}><UserText>{nameOf(r.user)}</UserText></Text><Text size="xs" c="dimmed">{r.user.email}</Text></Stack> },
    { key: 'reason', header: t('moderation.columns.reason'), cell: (r) => <Text size="sm"><UserText>{r.reason}</UserText></Text> },
    { key: 'until', header: t('moderation.columns.until'), width: 170, cell: (r) => (r.until ? <When at={r.until} size="sm" /> : <Text size="sm">{t('moderation.duration.for_good')}</Text>) },
    {
      key: 'lift', header: t('moderation.columns.actions'), headerHidden: true, width: 110, align: 'right',
      cell: (r) => <Button size="xs" variant="default" loading={removal.isPending && removal.variables?.user.id === r.user.id} onClick={() => removal.mutate(r)} data-testid="moderation-lift" aria-label={t(`${words}.lift_named`, { name: nameOf(r.user) })}>{t(`${words}.lift`)}</Button>,
    },
  ];

  let content;
  if (list.isPending) content = <Skeleton h={120} radius="md" />;
  else if (list.isError) content = <ErrorPanel description={errorMessage(list.error, t('moderation.load_failed'))} onRetry={() => void list.refetch()} />;
  else if (list.data.results.length === 0)
    content = <EmptyPanel icon={kind === 'bans' ? <IconBan size={28} stroke={1.6} /> : <IconMessageOff size={28} stroke={1.6} />} title={t(`${words}.empty`)} description={t(`${words}.empty_hint`)} />;
  else
    content = (
      <ConsoleList
        items={list.data.results}
        itemKey={(r) => r.user.id}
        columns={columns}
        testId={`moderation-${kind}`}
        rowTestId="moderation-restriction"
        card={(r) => (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600}><UserText>{nameOf(r.user)}</UserText></Text>
              {columns[3]!.cell(r)}
            </Group>
            <Text size="sm"><UserText>{r.reason}</UserText></Text>
            <Group gap={4}>
              <Text size="xs" c="dimmed">{t('moderation.columns.until')}:</Text>
              {r.until ? <When at={r.until} /> : <Text size="xs" c="dimmed">{t('moderation.duration.for_good')}</Text>}
            </Group>
          </Stack>
        )}
      />
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">{t(`${words}.intro`)}</Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={adder.open} data-testid={`moderation-add-${kind}`}>{t(`${words}.add`)}</Button>
      </Group>
      {content}
      <Modal opened={adding} onClose={adder.close} title={t(`${words}.add`)} centered>
        <ActForm
          kind={kind === 'bans' ? 'ban' : 'silence'}
          pending={add.isPending}
          submitLabel={t(`${words}.submit`)}
          onCancel={adder.close}
          onSubmit={(values) => {
            if (userId === null) {
              setPersonError(t('moderation.form.person_needed'));
              return;
            }
            setPersonError(undefined);
            add.mutate(values);
          }}
          person={<PersonSelect eventSlug={eventSlug} label={t('moderation.form.person')} known={[]} value={userId} onChange={setUserId} error={personError} required testId="moderation-person" />}
        />
      </Modal>
    </Stack>
  );
}
