import { ActionIcon, Button, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconTrash, IconUserMinus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { boothJobBody, type OrganizerBooth, type OrganizerBoothJob } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { schemaErrors, serverFieldErrors, type FieldErrors } from '@/shared/lib/form-errors';
import { notify, toast } from '@/shared/notify/notify';
import { peopleMatchingQuery, sponsorableSessionsQuery, type boothWrites } from './booths-console-api';
import { Section } from './booth-media';

type Writes = ReturnType<typeof boothWrites>;
const fullName = (p: { first_name: string; last_name: string; email: string }) => `${p.first_name} ${p.last_name}`.trim() || p.email;

/** The booth's staff, picked from the event's people (owners); the order is the booth page's. */
export function StaffCard({ eventSlug, booth, writes }: { eventSlug: string; booth: OrganizerBooth; writes: Writes }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [words] = useDebouncedValue(search.trim(), 300);
  const people = useQuery(peopleMatchingQuery(eventSlug, words));
  const ids = booth.staff.map((s) => s.id);
  const save = useMutation({
    mutationFn: (staff: number[]) => writes.setStaff(staff),
    onSuccess: () => toast(t('manage_booths.staff.saved')),
    onError: (error) => notify.error(errorMessage(error, t('manage_booths.staff.failed'))),
  });
  const choices = (people.data?.results ?? []).filter((p) => !ids.includes(p.id)).map((p) => ({ value: String(p.id), label: `${fullName(p)} · ${p.email}` }));
  return (
    <Section title={t('manage_booths.staff.title')} hint={t('manage_booths.staff.hint')} testId="booth-staff">
      <Stack gap="xs">
        {booth.staff.length === 0 ? <Text size="sm" c="dimmed">{t('manage_booths.staff.none')}</Text> : null}
        {booth.staff.map((person) => (
          <Group key={person.id} gap="sm" wrap="nowrap" data-testid="booth-staff-member">
            <Stack gap={0} miw={0} style={{ flex: 1 }}>
              <Text size="sm" fw={600} truncate>
                {fullName(person)}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {person.email}
              </Text>
            </Stack>
            <ActionIcon variant="subtle" color="red" aria-label={t('manage_booths.staff.remove', { name: fullName(person) })} loading={save.isPending} onClick={() => save.mutate(ids.filter((id) => id !== person.id))}>
              <IconUserMinus size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Select
          label={t('manage_booths.staff.add')}
          placeholder={t('manage_booths.staff.search')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={choices}
          value={null}
          filter={({ options }) => options}
          nothingFoundMessage={people.isFetching ? t('manage_booths.staff.searching') : t('manage_booths.staff.nobody')}
          onChange={(value) => {
            if (!value) return;
            setSearch('');
            save.mutate([...ids, Number(value)]);
          }}
          data-testid="staff-picker"
        />
      </Stack>
    </Section>
  );
}

interface JobValues {
  title: string;
  email: string;
  description: string;
  assigned_staff: string | null;
}
const emptyJob: JobValues = { title: '', email: '', description: '', assigned_staff: null };
const jobBody = (v: JobValues) => ({ title: v.title, email: v.email, description: v.description, assigned_staff: v.assigned_staff === null ? null : Number(v.assigned_staff) });

/** The booth's jobs: offered, changed and withdrawn, each with the staff member to ask about it. */
export function JobsCard({ booth, writes }: { booth: OrganizerBooth; writes: Writes }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => writes.removeJob(id),
    onError: (error) => notify.error(errorMessage(error, t('manage_booths.jobs.failed'))),
  });
  return (
    <Section title={t('manage_booths.jobs.title')} hint={t('manage_booths.jobs.hint')} testId="booth-jobs">
      <Stack gap="xs">
        {booth.jobs.length === 0 && editing !== 'new' ? <Text size="sm" c="dimmed">{t('manage_booths.jobs.none')}</Text> : null}
        {booth.jobs.map((job) =>
          editing === job.id ? (
            <JobForm key={job.id} booth={booth} job={job} writes={writes} onDone={() => setEditing(null)} />
          ) : (
            <Group key={job.id} gap="sm" wrap="nowrap" data-testid="booth-job">
              <Stack gap={0} miw={0} style={{ flex: 1 }}>
                <Text size="sm" fw={600} truncate>
                  {job.title}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {job.email}
                  {job.assigned_staff !== null ? ` · ${fullName(booth.staff.find((s) => s.id === job.assigned_staff) ?? { first_name: '', last_name: '', email: '' })}` : ''}
                </Text>
              </Stack>
              <ActionIcon variant="subtle" aria-label={t('manage_booths.jobs.edit', { title: job.title })} onClick={() => setEditing(job.id)}>
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" aria-label={t('manage_booths.jobs.remove', { title: job.title })} onClick={() => remove.mutate(job.id)}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ),
        )}
        {editing === 'new' ? (
          <JobForm booth={booth} job={null} writes={writes} onDone={() => setEditing(null)} />
        ) : (
          <Group>
            <Button variant="light" onClick={() => setEditing('new')} data-testid="add-job">
              {t('manage_booths.jobs.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Section>
  );
}

function JobForm({ booth, job, writes, onDone }: { booth: OrganizerBooth; job: OrganizerBoothJob | null; writes: Writes; onDone: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<JobValues>(job ? { ...job, assigned_staff: job.assigned_staff === null ? null : String(job.assigned_staff) } : emptyJob);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof JobValues>(key: K, value: JobValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const save = useMutation({
    mutationFn: () => (job ? writes.updateJob(job.id, jobBody(values)) : writes.addJob(jobBody(values))),
    onSuccess: () => {
      toast(job ? t('manage_booths.jobs.saved') : t('manage_booths.jobs.added'));
      onDone();
    },
    onError: (error) => {
      const byField = serverFieldErrors(error, ['title', 'email', 'description', 'assigned_staff']);
      if (byField) setErrors(byField);
      else notify.error(errorMessage(error, t('manage_booths.jobs.failed')));
    },
  });
  return (
    <Paper withBorder radius="md" p="md" data-testid="job-form">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const found = schemaErrors(boothJobBody, jobBody(values));
          setErrors(found);
          if (Object.keys(found).length === 0) save.mutate();
        }}
      >
        <Stack gap="sm">
          <Group gap="sm" grow wrap="wrap">
            <TextInput label={t('manage_booths.jobs.job_title')} required value={values.title} onChange={(e) => set('title', e.currentTarget.value)} error={errors.title} />
            <TextInput label={t('manage_booths.jobs.email')} required type="email" value={values.email} onChange={(e) => set('email', e.currentTarget.value)} error={errors.email} />
          </Group>
          <Textarea label={t('manage_booths.jobs.description')} autosize minRows={3} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} error={errors.description} />
          <Select
            label={t('manage_booths.jobs.assigned_staff')}
            placeholder={t('manage_booths.jobs.nobody')}
            data={booth.staff.map((s) => ({ value: String(s.id), label: fullName(s) }))}
            value={values.assigned_staff}
            onChange={(v) => set('assigned_staff', v)}
            clearable
            error={errors.assigned_staff}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onDone}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="job-save">
              {job ? t('manage_booths.jobs.save') : t('manage_booths.jobs.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Program items the booth sponsors (owners): its "sponsored sessions" tab shows them; each change is kept at once. */
export function SessionsCard({ eventSlug, booth, writes }: { eventSlug: string; booth: OrganizerBooth; writes: Writes }) {
  const { t, i18n } = useTranslation();
  const sessions = useQuery(sponsorableSessionsQuery(eventSlug));
  const save = useMutation({
    mutationFn: (items: number[]) => writes.setSessions(items),
    onSuccess: () => toast(t('manage_booths.sessions.saved')),
    onError: (error) => notify.error(errorMessage(error, t('manage_booths.sessions.failed'))),
  });
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const all = sessions.data?.results ?? [];
  const linked = booth.sponsored_sessions.map((id) => all.find((s) => s.id === id)).filter((s) => s !== undefined);
  // Items another booth sponsors are not offered: an item has one sponsor.
  const free = all.filter((s) => s.sponsor === null).map((s) => ({ value: String(s.id), label: `${s.name} · ${when(s.start_date)}` }));
  return (
    <Section title={t('manage_booths.sessions.title')} hint={t('manage_booths.sessions.hint')} testId="booth-sessions">
      <Stack gap="xs">
        {all.length === 0 && sessions.isSuccess ? <Text size="sm" c="dimmed">{t('manage_booths.sessions.none')}</Text> : null}
        {linked.length === 0 && all.length > 0 ? <Text size="sm" c="dimmed">{t('manage_booths.sessions.none_linked')}</Text> : null}
        {linked.map((session) => (
          <Group key={session.id} gap="sm" wrap="nowrap" data-testid="booth-session">
            <Stack gap={0} miw={0} style={{ flex: 1 }}>
              <Text size="sm" fw={600} truncate>
                {session.name}
              </Text>
              <Text size="xs" c="dimmed">
                {when(session.start_date)}
              </Text>
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('manage_booths.sessions.remove', { name: session.name })}
              loading={save.isPending}
              onClick={() => save.mutate(booth.sponsored_sessions.filter((id) => id !== session.id))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {free.length > 0 ? (
          <Select
            label={t('manage_booths.sessions.pick')}
            placeholder={t('manage_booths.sessions.search')}
            data={free}
            value={null}
            searchable
            onChange={(value) => value && save.mutate([...booth.sponsored_sessions, Number(value)])}
            data-testid="sessions-picker"
          />
        ) : null}
      </Stack>
    </Section>
  );
}
