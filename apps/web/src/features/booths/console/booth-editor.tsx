import { Anchor, Badge, Button, Card, ColorInput, Group, Modal, NumberInput, Select, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconArrowLeft, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { boothPatch, boothTypes, type BoothPatch, type OrganizerBooth } from '@foyer/contracts';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BoothFiguresCard } from '@/features/analytics';
import { errorMessage } from '@/shared/api/errors';
import { schemaErrors, serverFieldErrors } from '@/shared/lib/form-errors';
import { notify, toast } from '@/shared/notify/notify';
import { consoleSpacesQuery } from '@/shared/session/console-spaces';
import { usePageTitle } from '@/shared/session/page-title';
import { ConsolePage } from '@/shared/ui/console-page';
import { ErrorPanel } from '@/shared/ui/page-state';
import { readableLight } from '@/shared/ui/readable-badge';
import { RichTextField } from '@/shared/ui/rich-text-editor';
import { SaveBar } from '@/shared/ui/save-bar';
import { UnsavedChangesPrompt } from '@/shared/ui/unsaved-changes';
import { boothCategoriesQuery, boothWrites, consoleBoothQuery } from './booths-console-api';
import { DocumentsCard, PicturesCard, VideosCard } from './booth-media';
import { JobsCard, SessionsCard, StaffCard } from './booth-people';

const formId = 'booth-form';

/** The fields the form edits, by the API's names (`map` and `category` as strings for the selects). */
interface BoothValues {
  name: string; subtitle: string; description: string; physical_location: string; website: string; help_content: string; color: string;
  slug: string; type: OrganizerBooth['type']; map: string | null; category: string | null; enable_visitor_list: boolean; custom_booth_url: string; order: number;
}
const textFields = ['name', 'subtitle', 'description', 'physical_location', 'website', 'help_content', 'color'] as const;
const ownerFields = ['slug', 'type', 'map', 'category', 'enable_visitor_list', 'custom_booth_url', 'order'] as const;

const valuesOf = (b: OrganizerBooth): BoothValues => ({
  name: b.name, subtitle: b.subtitle, description: b.description, physical_location: b.physical_location, website: b.website, help_content: b.help_content,
  color: b.color, slug: b.slug, type: b.type, map: b.map === null ? null : String(b.map), category: b.category === null ? null : String(b.category),
  enable_visitor_list: b.enable_visitor_list, custom_booth_url: b.custom_booth_url ?? '', order: b.order,
});

/** What changed, as the PATCH takes it; staff send only the texts. */
function patchOf(values: BoothValues, initial: BoothValues, all: boolean): BoothPatch {
  const fields: readonly (keyof BoothValues)[] = all ? [...textFields, ...ownerFields] : textFields;
  const changed = fields.filter((f) => values[f] !== initial[f]);
  const asApi = (f: keyof BoothValues) => {
    if (f === 'map' || f === 'category') return values[f] === null ? null : Number(values[f]);
    if (f === 'custom_booth_url') return values.custom_booth_url.trim() || null;
    return values[f];
  };
  return Object.fromEntries(changed.map((f) => [f, asApi(f)])) as BoothPatch;
}

/** `/manage/{eventSlug}/booths/{boothSlug}` (owners) and `my-booth/{boothSlug}` (its staff): one booth and all it holds. */
export function BoothEditor({ eventSlug, boothSlug, backTo }: { eventSlug: string; boothSlug: string; backTo: string }) {
  const { t } = useTranslation();
  const booth = useQuery(consoleBoothQuery(eventSlug, boothSlug));
  usePageTitle(booth.data ? `${booth.data.name} · ${t('manage_booths.title')}` : null);
  const back = (
    <Anchor component={Link} to={backTo} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {/* Staff come from their own booths, owners from all of them. */}
        {backTo.endsWith('/my-booth') ? t('manage_booths.mine.title') : t('manage_booths.back')}
      </Group>
    </Anchor>
  );
  if (booth.isPending)
    return (
      <ConsolePage title={<Skeleton h={32} w={240} />} testId="booth-editor-loading">
        {back}
        <Skeleton h={320} radius="md" />
      </ConsolePage>
    );
  if (booth.isError)
    return (
      <ConsolePage title={t('manage_booths.title')}>
        {back}
        <ErrorPanel description={errorMessage(booth.error, t('manage_booths.load_one_failed'))} onRetry={() => void booth.refetch()} />
      </ConsolePage>
    );
  return <BoothForm eventSlug={eventSlug} booth={booth.data} back={back} backTo={backTo} />;
}

function BoothForm({ eventSlug, booth, back, backTo }: { eventSlug: string; booth: OrganizerBooth; back: ReactNode; backTo: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const all = booth.can_edit_all;
  const writes = boothWrites(queryClient, { eventSlug, boothSlug: booth.slug });
  const form = useForm<BoothValues>({
    initialValues: valuesOf(booth),
    validate: (values) => schemaErrors(boothPatch, patchOf(values, valuesOf(booth), all)),
    validateInputOnBlur: true,
  });
  const dirty = form.isDirty();
  const save = useMutation({
    mutationFn: (patch: BoothPatch) => writes.update(patch),
    onSuccess: (saved) => {
      form.setInitialValues(valuesOf(saved));
      form.setValues(valuesOf(saved));
      form.resetDirty(valuesOf(saved));
      toast(t('manage_booths.saved'));
      if (saved.slug !== booth.slug) void navigate(`${backTo}/${saved.slug}`, { replace: true });
    },
    onError: (error) => {
      const byField = serverFieldErrors(error, [...textFields, ...ownerFields]);
      if (byField) form.setErrors(byField);
      notify.error(errorMessage(error, t('manage_booths.save_failed')));
    },
  });
  const [opened, deleting] = useDisclosure(false);
  const remove = useMutation({
    mutationFn: () => writes.remove(),
    onSuccess: () => {
      toast(t('manage_booths.delete.done', { name: booth.name }));
      void navigate(backTo);
    },
    onError: (error) => notify.error(errorMessage(error, t('manage_booths.delete.failed'))),
  });

  return (
    <ConsolePage
      title={booth.name}
      description={all ? t('manage_booths.editor_intro') : t('manage_booths.mine.editor_intro')}
      actions={
        <Badge {...readableLight(booth.published ? 'teal' : 'gray')} size="lg">
          {booth.published ? t('manage_booths.published') : t('manage_booths.closed')}
        </Badge>
      }
      testId="booth-editor"
    >
      <Group justify="space-between" gap="sm">
        {back}
        <Button component="a" href={`/${eventSlug}/booths/${booth.slug}`} target="_blank" rel="noopener" variant="default" leftSection={<IconExternalLink size={16} aria-hidden />}>
          {t('manage_booths.open')}
        </Button>
      </Group>
      <form
        id={formId}
        noValidate
        data-testid="booth-form"
        onSubmit={form.onSubmit((values) => {
          const patch = patchOf(values, form.getInitialValues(), all);
          if (Object.keys(patch).length > 0) save.mutate(patch);
        })}
      >
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb="md">
              {t('manage_booths.sections.texts')}
            </Title>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label={t('manage_booths.fields.name')} required {...form.getInputProps('name')} />
                <TextInput label={t('manage_booths.fields.subtitle')} {...form.getInputProps('subtitle')} />
                <TextInput label={t('manage_booths.fields.physical_location')} {...form.getInputProps('physical_location')} />
                <TextInput label={t('manage_booths.fields.website')} placeholder="https://" {...form.getInputProps('website')} />
                {/* Its eye dropper is a button without a name (and Chromium only). */}
                <ColorInput withEyeDropper={false} label={t('manage_booths.fields.color')} format="hex" {...form.getInputProps('color')} />
              </SimpleGrid>
              <RichTextField label={t('manage_booths.fields.description')} value={form.values.description} onChange={(html) => form.setFieldValue('description', html)} error={form.errors.description} testId="booth-description" />
              <RichTextField label={t('manage_booths.fields.help_content')} value={form.values.help_content} onChange={(html) => form.setFieldValue('help_content', html)} error={form.errors.help_content} />
            </Stack>
          </Card>
          {all ? <OwnerFields eventSlug={eventSlug} form={form} /> : null}
          <SaveBar form={formId} dirty={dirty} saving={save.isPending} errorCount={Object.keys(form.errors).length} onDiscard={() => form.reset()} />
        </Stack>
      </form>
      <Suspense fallback={<Skeleton h={180} radius="md" />}>
        <BoothFiguresCard eventSlug={eventSlug} boothSlug={booth.slug} />
      </Suspense>
      {all ? <PicturesCard booth={booth} writes={writes} /> : null}
      <DocumentsCard booth={booth} writes={writes} />
      <VideosCard booth={booth} writes={writes} />
      <JobsCard booth={booth} writes={writes} />
      {all ? <StaffCard eventSlug={eventSlug} booth={booth} writes={writes} /> : null}
      {all ? <SessionsCard eventSlug={eventSlug} booth={booth} writes={writes} /> : null}
      {all ? (
        <Card withBorder radius="md" padding="lg" style={{ borderColor: 'var(--mantine-color-red-outline)' }}>
          <Title order={2} size="h4">
            {t('manage_booths.delete.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4} mb="sm">
            {t('manage_booths.delete.intro')}
          </Text>
          <Group>
            <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={deleting.open} data-testid="booth-delete">
              {t('manage_booths.delete.open')}
            </Button>
          </Group>
          <Modal opened={opened} onClose={deleting.close} title={t('manage_booths.delete.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
            <Text size="sm" mb="md">
              {t('manage_booths.delete.confirm', { name: booth.name })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={deleting.close}>
                {t('common.cancel')}
              </Button>
              <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()} data-testid="booth-delete-confirm">
                {t('manage_booths.delete.open')}
              </Button>
            </Group>
          </Modal>
        </Card>
      ) : null}
      <UnsavedChangesPrompt dirty={dirty && !save.isPending} />
    </ConsolePage>
  );
}

type Form = UseFormReturnType<BoothValues>;

/** What only owners set: the address, size, map and category, the visitor list, a custom booth image address, the order. */
function OwnerFields({ eventSlug, form }: { eventSlug: string; form: Form }) {
  const { t } = useTranslation();
  const maps = useQuery({ ...consoleSpacesQuery(eventSlug), select: (page) => page.results.filter((s) => s.type === 'map') });
  const categories = useQuery(boothCategoriesQuery(eventSlug));
  const onMap = (categories.data?.results ?? []).filter((c) => String(c.map) === form.values.map);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="booth-owner-fields">
      <Title order={2} size="h4" mb="md">
        {t('manage_booths.sections.placement')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('manage_booths.fields.slug')} description={t('manage_booths.fields.slug_hint')} required {...form.getInputProps('slug')} />
        <Select
          label={t('manage_booths.fields.type')}
          data={boothTypes.map((v) => ({ value: v, label: t(`manage_booths.types.${v}`) }))}
          allowDeselect={false}
          {...form.getInputProps('type')}
        />
        <Select
          label={t('manage_booths.fields.map')}
          placeholder={t('manage_booths.fields.no_map')}
          data={(maps.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
          clearable
          {...form.getInputProps('map')}
          onChange={(value) => {
            form.setFieldValue('map', value);
            form.setFieldValue('category', null);
          }}
        />
        <Select
          label={t('manage_booths.fields.category')}
          placeholder={t('manage_booths.fields.no_category')}
          data={onMap.map((c) => ({ value: String(c.id), label: c.name }))}
          disabled={form.values.map === null}
          clearable
          {...form.getInputProps('category')}
        />
        <TextInput label={t('manage_booths.fields.custom_booth_url')} description={t('manage_booths.fields.custom_booth_url_hint')} placeholder="https://" {...form.getInputProps('custom_booth_url')} />
        <NumberInput label={t('manage_booths.fields.order')} min={0} {...form.getInputProps('order')} />
        <Switch label={t('manage_booths.fields.enable_visitor_list')} {...form.getInputProps('enable_visitor_list', { type: 'checkbox' })} />
      </SimpleGrid>
    </Card>
  );
}
