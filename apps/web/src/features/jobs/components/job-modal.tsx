import { Button, Flex, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconMail, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '@/shared/ui/page-state';
import { applyHref, jobDetailQuery } from '../api';
import { BoothLogo } from './booth-logo';
import { RichText } from '@/shared/ui/rich-text';
import { TransUserText } from '@/shared/ui/user-text';
import { personName } from '@/shared/ui/person-name';

interface JobModalProps {
  eventSlug: string;
  jobId: number | null;
  /** The signed-in person, told apart when they are the job's contact. */
  currentUserId: number | undefined;
  onClose: () => void;
}

/** Job details (spec 3 "job details modal"): booth, description, apply by mail, the staff member to ask about it. */
export function JobModal({ eventSlug, jobId, currentUserId, onClose }: JobModalProps) {
  const { t } = useTranslation();
  const job = useQuery({ ...jobDetailQuery(eventSlug, jobId ?? 0), enabled: jobId !== null });
  const data = job.data;
  const staff = data?.assigned_staff ?? null;
  return (
    <Modal
      opened={jobId !== null}
      onClose={onClose}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={data ? data.title : t('jobs.modal.loading')}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="job-modal"
    >
      {job.isPending ? (
        <Stack>
          <Skeleton h={44} w="60%" />
          <Skeleton h={120} />
        </Stack>
      ) : job.isError ? (
        <ErrorPanel onRetry={() => void job.refetch()} />
      ) : data ? (
        <Stack gap="md">
          <Group gap="sm">
            <BoothLogo src={data.booth.logo} name={data.booth.name} size={40} />
            <div>
              <Text size="xs" c="dimmed">{t('jobs.modal.at_booth')}</Text>
              <Text fw={600}>{data.booth.name}</Text>
            </div>
          </Group>
          {data.description ? <RichText html={data.description} /> : <Text c="dimmed">{t('jobs.modal.no_description')}</Text>}
          {/* Phones: full-width buttons, Apply on top. */}
          <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" align={{ base: 'stretch', xs: 'center' }} gap="sm">
            {staff ? (
              <Group gap={6} mr="auto" wrap="nowrap" data-testid="job-contact">
                <IconUser size={16} aria-hidden />
                <Text size="sm">
                  {staff.id === currentUserId
                    ? t('jobs.modal.contact_is_you')
                    : <TransUserText i18nKey="jobs.modal.contact_person" values={{ name: personName(staff) }} />}
                </Text>
              </Group>
            ) : null}
            <Button component="a" href={applyHref(data.email, data.title)} leftSection={<IconMail size={16} aria-hidden />} data-testid="job-apply">
              {t('jobs.modal.apply')}
            </Button>
          </Flex>
        </Stack>
      ) : null}
    </Modal>
  );
}
