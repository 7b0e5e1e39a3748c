import { Anchor, Box, Button, Grid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconExternalLink } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizerErrorCodes, type EventSettings } from '@foyer/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorMessage } from '@/shared/api/errors';
import { localiseServerText } from '@/shared/api/server-texts';
import { serverFieldErrors } from '@/shared/lib/form-errors';
import { notify, toast } from '@/shared/notify/notify';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { eventSettingsBlocks } from '@/shared/plug-ins/event-settings-blocks';
import { spacesQuery } from '@/shared/session/event-queries';
import { ConsolePage } from '@/shared/ui/console-page';
import { EventStatusBadge } from '@/shared/ui/event-status-badge';
import { ErrorPanel, LoadingRows } from '@/shared/ui/page-state';
import { SaveBar } from '@/shared/ui/save-bar';
import { UnsavedChangesPrompt } from '@/shared/ui/unsaved-changes';
import { settingsChanged, settingsQuery, updateSettings } from '../api';
import { AccessCard, EntryCard, EventCard, FeaturesCard } from './sections';
import { SettingsCard } from './settings-card';
import { changesOf, settingsErrors, settingsFields, valuesOf, type SettingsValues } from './settings-values';
import classes from './settings.module.css';

const formId = 'event-settings-form';
const groups = ['event', 'entry', 'features', 'access'] as const;

/** `/manage/{eventSlug}/settings`: everything about the event its owners decide. */
export function SettingsPage({ eventSlug }: EventSectionProps) {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery(eventSlug));
  let content;
  if (settings.isPending) content = <LoadingRows count={3} height={280} testId="settings-loading" />;
  else if (settings.isError) content = <ErrorPanel description={errorMessage(settings.error, t('event_settings.load_failed'))} onRetry={() => void settings.refetch()} />;
  // Made once from the first answer: later answers (an upload) must not wipe what is being typed.
  else content = <SettingsForm settings={settings.data} />;
  return (
    <ConsolePage
      title={t('event_settings.title')}
      description={t('event_settings.intro')}
      actions={
        settings.data ? (
          <>
            <EventStatusBadge status={settings.data.status} size="lg" />
            <Button component="a" href={`/${eventSlug}/enterevent`} target="_blank" rel="noopener" variant="default" leftSection={<IconExternalLink size={16} aria-hidden />}>
              {t('event_settings.view_entry')}
            </Button>
          </>
        ) : null
      }
      testId="settings-page"
    >
      {content}
    </ConsolePage>
  );
}

function SettingsForm({ settings }: { settings: EventSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const eventSlug = settings.slug;
  const spaces = useQuery(spacesQuery(eventSlug));
  const form = useForm<SettingsValues>({ initialValues: valuesOf(settings), validate: settingsErrors, validateInputOnBlur: true });
  const dirty = form.isDirty();
  const blocks = eventSettingsBlocks();
  const save = useMutation({
    mutationFn: (patch: ReturnType<typeof changesOf>) => updateSettings(eventSlug, patch),
    onSuccess: (saved) => {
      settingsChanged(queryClient, saved);
      const values = valuesOf(saved);
      form.setInitialValues(values);
      form.setValues(values);
      form.resetDirty(values);
      toast(t('event_settings.saved'));
    },
    onError: (error) => {
      const byField = serverFieldErrors(error, settingsFields);
      if (byField) form.setErrors(byField);
      else if (error instanceof ApiRequestError && error.code === organizerErrorCodes.homeSpaceNotInEvent) form.setFieldError('home_space', localiseServerText(error.detail ?? ''));
      showFirstError();
      notify.error(errorMessage(error, t('event_settings.save_failed')));
    },
  });

  const submit = form.onSubmit(
    (values) => {
      const patch = changesOf(values, form.getInitialValues());
      if (Object.keys(patch).length > 0) save.mutate(patch);
    },
    () => showFirstError(),
  );

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: 3 }} visibleFrom="lg">
        <Box component="nav" aria-label={t('event_settings.contents')} className={classes.sectionNav}>
          <Stack gap={6}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {t('event_settings.contents')}
            </Text>
            {groups.map((group) => (
              <Anchor key={group} href={`#settings-${group}`} size="sm" c="var(--mantine-color-text)">
                {t(`event_settings.groups.${group}`)}
              </Anchor>
            ))}
            {blocks.map((block) => (
              <Anchor key={block.id} href={`#settings-${block.id}`} size="sm" c="var(--mantine-color-text)">
                {t(block.titleKey)}
              </Anchor>
            ))}
          </Stack>
        </Box>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 9 }}>
        <form id={formId} noValidate onSubmit={submit} data-testid="settings-form">
          <Stack gap="lg">
            <EventCard form={form} />
            <EntryCard form={form} settings={settings} spaces={spaces.data?.results ?? []} />
            <FeaturesCard form={form} />
            <AccessCard form={form} />
            <SaveBar form={formId} dirty={dirty} saving={save.isPending} errorCount={Object.keys(form.errors).length} onDiscard={() => form.reset()} />
          </Stack>
        </form>
        {/* Other features' blocks save on their own: outside the settings form. */}
        {blocks.map(({ id, titleKey, descriptionKey, component: Block }) => (
          <Box key={id} mt="lg">
            <SettingsCard id={`settings-${id}`} title={t(titleKey)} description={t(descriptionKey)}>
              <Suspense fallback={<LoadingRows count={1} height={120} />}>
                <Block eventSlug={eventSlug} />
              </Suspense>
            </SettingsCard>
          </Box>
        ))}
      </Grid.Col>
      <UnsavedChangesPrompt dirty={dirty && !save.isPending} />
    </Grid>
  );
}

/** Brings the first field with a message into view and focus, after the messages are drawn. */
function showFirstError() {
  requestAnimationFrame(() => {
    const invalid = document.querySelector<HTMLElement>(`#${formId} [aria-invalid="true"]`);
    invalid?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    invalid?.focus({ preventScroll: true });
  });
}
