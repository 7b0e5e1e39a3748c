import { Alert, Anchor, Badge, Button, Card, Group, List, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconExternalLink, IconEye, IconEyeOff, IconMapPin, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { spaceLocationType, type OrganizerSpace } from '@foyer/contracts';
import { spacePath } from '@foyer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/errors';
import { serverFieldErrors } from '@/shared/lib/form-errors';
import { notify, toast } from '@/shared/notify/notify';
import { consoleSpacesQuery } from '@/shared/session/console-spaces';
import { usePageTitle } from '@/shared/session/page-title';
import { ConsolePage } from '@/shared/ui/console-page';
import { readableLight, readableTitle } from '@/shared/ui/readable-badge';
import { ErrorPanel } from '@/shared/ui/page-state';
import { SaveBar } from '@/shared/ui/save-bar';
import { UnsavedChangesPrompt } from '@/shared/ui/unsaved-changes';
import { spaceIcons } from '../space-icons';
import { DeleteSpaceModal } from './delete-space-modal';
import { SpaceImage } from './space-image';
import { spaceDetailQuery, updateSpace } from './spaces-api';
import { changesOf, commonSpaceFields, spaceErrors, typeFieldsOf, valuesOf, type SpaceValues } from './space-values';
import { TypeField } from './type-fields';

const formId = 'space-form';

/** `/manage/{eventSlug}/spaces/{id}`: one space's fields, image, state and removal. */
export function SpaceEditor({ eventSlug, spaceId }: { eventSlug: string; spaceId: number }) {
  const { t } = useTranslation();
  const space = useQuery(spaceDetailQuery(eventSlug, spaceId));
  usePageTitle(space.data ? `${space.data.name} · ${t('manage_spaces.title')}` : null);
  const back = (
    <Anchor component={Link} to={`/manage/${eventSlug}/spaces`} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('manage_spaces.back')}
      </Group>
    </Anchor>
  );
  if (space.isPending)
    return (
      <ConsolePage title={<Skeleton h={32} w={240} />} testId="space-editor-loading">
        {back}
        <Skeleton h={320} radius="md" />
      </ConsolePage>
    );
  if (space.isError)
    return (
      <ConsolePage title={t('manage_spaces.title')}>
        {back}
        <ErrorPanel description={errorMessage(space.error, t('manage_spaces.load_one_failed'))} onRetry={() => void space.refetch()} />
      </ConsolePage>
    );
  return <SpaceForm eventSlug={eventSlug} space={space.data} back={back} />;
}

function SpaceForm({ eventSlug, space, back }: { eventSlug: string; space: OrganizerSpace; back: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const maps = useQuery({ ...consoleSpacesQuery(eventSlug), select: (page) => page.results.filter((s) => s.type === 'map') });
  const [deleting, del] = useDisclosure(false);
  const form = useForm<SpaceValues>({ initialValues: valuesOf(space), validate: (values) => spaceErrors(space.type, values), validateInputOnBlur: true });
  const dirty = form.isDirty();
  const Icon = spaceIcons[space.type];
  const typeFields = typeFieldsOf(space.type);

  const save = useMutation({
    mutationFn: (patch: SpaceValues) => updateSpace(queryClient, eventSlug, space.id, patch),
    onSuccess: (saved) => {
      const values = valuesOf(saved);
      form.setInitialValues(values);
      form.setValues(values);
      form.resetDirty(values);
      toast(t('manage_spaces.saved'));
    },
    onError: (error) => {
      const byField = serverFieldErrors(error, [...commonSpaceFields, ...typeFields]);
      if (byField) form.setErrors(byField);
      notify.error(errorMessage(error, t('manage_spaces.save_failed')));
    },
  });
  const publish = useMutation({
    mutationFn: (published: boolean) => updateSpace(queryClient, eventSlug, space.id, { published }),
    onSuccess: (saved) => toast(saved.published ? t('manage_spaces.published_done', { name: saved.name }) : t('manage_spaces.closed_done', { name: saved.name })),
    onError: (error) => notify.error(errorMessage(error, t('manage_spaces.save_failed'))),
  });

  return (
    <ConsolePage
      title={
        <Group gap="sm" component="span" wrap="nowrap">
          <Icon size={28} stroke={1.6} aria-hidden />
          <span>{space.name}</span>
        </Group>
      }
      description={t(`manage_spaces.type_hints.${space.type}`)}
      actions={
        <>
          <Badge {...readableLight(space.published ? 'teal' : 'gray')} size="lg" data-testid="space-state">
            {space.published ? t('manage_spaces.published') : t('manage_spaces.closed')}
          </Badge>
          <Button
            variant={space.published ? 'default' : 'filled'}
            leftSection={space.published ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
            loading={publish.isPending}
            onClick={() => publish.mutate(!space.published)}
            data-testid="space-publish"
          >
            {space.published ? t('manage_spaces.close') : t('manage_spaces.publish')}
          </Button>
        </>
      }
      testId="space-editor"
    >
      <Group justify="space-between" gap="sm">
        {back}
        <Group gap="xs">
          {space.type === 'map' ? (
            <Button component={Link} to={`/manage/${eventSlug}/maps/${space.slug}`} variant="light" leftSection={<IconMapPin size={16} aria-hidden />} data-testid="edit-map">
              {t('manage_spaces.edit_map')}
            </Button>
          ) : null}
          <Button component="a" href={spacePath(eventSlug, space, null)} target="_blank" rel="noopener" variant="default" leftSection={<IconExternalLink size={16} aria-hidden />}>
            {t('manage_spaces.open')}
          </Button>
        </Group>
      </Group>
      <form
        id={formId}
        noValidate
        data-testid="space-form"
        onSubmit={form.onSubmit((values) => {
          const patch = changesOf(values, form.getInitialValues());
          if (Object.keys(patch).length > 0) save.mutate(patch);
        })}
      >
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb="md">
              {t('manage_spaces.general')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label={t('manage_spaces.fields.name')} required {...form.getInputProps('name')} />
              <TextInput label={t('manage_spaces.fields.slug')} description={t('manage_spaces.fields.slug_hint')} required {...form.getInputProps('slug')} />
              <Select
                label={t('manage_spaces.fields.location_type')}
                data={spaceLocationType.options.map((v) => ({ value: v, label: t(`manage_spaces.location_types.${v}`) }))}
                allowDeselect={false}
                {...form.getInputProps('location_type')}
              />
            </SimpleGrid>
          </Card>
          {typeFields.length > 0 ? (
            <Card withBorder radius="md" padding="lg" data-testid="space-type-fields">
              <Title order={2} size="h4" mb="md">
                {t('manage_spaces.type_settings', { type: t(`shell.space_types.${space.type}`) })}
              </Title>
              <Stack gap="md">
                {typeFields.map((field) => (
                  <TypeField key={field} field={field} form={form} maps={maps.data ?? []} />
                ))}
              </Stack>
            </Card>
          ) : null}
          {space.type !== 'map' ? <SpaceImage eventSlug={eventSlug} space={space} /> : null}
          <SaveBar form={formId} dirty={dirty} saving={save.isPending} errorCount={Object.keys(form.errors).length} onDiscard={() => form.reset()} />
          <Card withBorder radius="md" padding="lg" style={{ borderColor: 'var(--mantine-color-red-outline)' }}>
            <Title order={2} size="h4">
              {t('manage_spaces.delete.title')}
            </Title>
            <Text size="sm" c="dimmed" mt={4} mb="sm">
              {t('manage_spaces.delete.intro')}
            </Text>
            {(space.referenced_by ?? []).length > 0 ? (
              <Alert variant="light" color="yellow" mb="sm" title={t('manage_spaces.delete.referenced')} styles={readableTitle} data-testid="space-references">
                <List size="sm">
                  {(space.referenced_by ?? []).map((ref) => (
                    <List.Item key={`${ref.kind}-${ref.detail}`}>{ref.detail}</List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
            <Group>
              <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={del.open} data-testid="space-delete">
                {t('manage_spaces.delete.open')}
              </Button>
            </Group>
          </Card>
        </Stack>
      </form>
      <DeleteSpaceModal eventSlug={eventSlug} space={space} opened={deleting} onClose={del.close} />
      <UnsavedChangesPrompt dirty={dirty && !save.isPending} />
    </ConsolePage>
  );
}
