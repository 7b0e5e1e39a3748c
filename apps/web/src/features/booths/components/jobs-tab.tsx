import { Anchor, Button, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowRight, IconBriefcase, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JOBS_PAGE, JobModal, jobsListQuery } from '@/features/jobs';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import classes from './booth.module.css';

/** The booth's jobs: titles; a click opens the job modal. */
export function JobsTab({ eventSlug, boothSlug, jobsSlug, userId }: { eventSlug: string; boothSlug: string; jobsSlug: string | null; userId: number | undefined }) {
  const { t } = useTranslation();
  const [limit, setLimit] = useState(JOBS_PAGE);
  const [open, setOpen] = useState<number | null>(null);
  const jobs = useQuery(jobsListQuery(eventSlug, { boothSlug, limit }));
  if (jobs.isPending) return <Stack>{[0, 1].map((i) => <Skeleton key={i} h={48} />)}</Stack>;
  if (jobs.isError) return <ErrorPanel onRetry={() => void jobs.refetch()} />;
  if (jobs.data.results.length === 0) return <EmptyPanel title={t('booth.jobs.none')} />;
  return (
    <Stack gap="xs">
      {jobs.data.results.map((job) => (
        <UnstyledButton key={job.id} className={classes.jobRow} onClick={() => setOpen(job.id)}>
          <IconBriefcase size={18} aria-hidden />
          <Text fw={600} style={{ flex: 1 }}>{job.title}</Text>
          <IconChevronRight size={16} aria-hidden />
        </UnstyledButton>
      ))}
      {jobs.data.count > limit ? (
        <Button variant="subtle" onClick={() => setLimit((l) => l + JOBS_PAGE)}>{t('booth.jobs.load_more')}</Button>
      ) : null}
      {jobsSlug ? (
        <Anchor component={Link} to={`/${eventSlug}/jobs/${jobsSlug}?booth_slug=${encodeURIComponent(boothSlug)}`} size="sm" mt={4}>
          <Group gap={4} component="span">{t('booth.jobs.all')}<IconArrowRight size={14} aria-hidden /></Group>
        </Anchor>
      ) : null}
      <JobModal eventSlug={eventSlug} jobId={open} currentUserId={userId} onClose={() => setOpen(null)} />
    </Stack>
  );
}
