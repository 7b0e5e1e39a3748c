import { ActionIcon, Autocomplete, Badge, Button, ColorInput, ColorSwatch, Group, Modal, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus, IconTags } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizerProgramTag } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { serverFieldErrors } from '@/shared/lib/form-errors';
import { notify, toast } from '@/shared/notify/notify';
import { EmptyPanel, ErrorPanel, LoadingRows } from '@/shared/ui/page-state';
import { ConfirmButton } from './confirm-button';
import { tagGroups } from './tag-groups';
import { createTag, deleteTag, renameCategory, tagsQuery, updateTag } from './program-console-api';

const swatches = ['#5b3cc4', '#c43c6b', '#1f7a8c', '#d1780f', '#2e8540', '#8c1f5a', '#3c6bc4', '#6b7280'];

/** The event's program tags by category, each with its colour; attendees filter the program by them. */
export function TagsPanel({ eventSlug, intro = true }: { eventSlug: string; /** The line on what tags are for (the settings card has its own). */ intro?: boolean }) {
  const { t } = useTranslation();
  const tags = useQuery(tagsQuery(eventSlug));
  const [editing, setEditing] = useState<OrganizerProgramTag | 'new' | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const noCategory = t('manage_program.tags.no_category');

  let content;
  if (tags.isPending) content = <LoadingRows count={3} height={72} testId="program-tags-loading" />;
  else if (tags.isError) content = <ErrorPanel description={errorMessage(tags.error, t('manage_program.tags.load_failed'))} onRetry={() => void tags.refetch()} />;
  else if (tags.data.length === 0)
    content = (
      <EmptyPanel
        icon={<IconTags size={28} stroke={1.6} />}
        title={t('manage_program.tags.empty.title')}
        description={t('manage_program.tags.empty.body')}
        action={<Button onClick={() => setEditing('new')}>{t('manage_program.tags.new')}</Button>}
      />
    );
  else {
    const groups = tagGroups(tags.data);
    content = (
      <Stack gap="md" data-testid="program-tags">
        {groups.map(({ category, tags: list }) => (
          <Paper key={category} withBorder radius="md" p="md" component="section" aria-label={category || noCategory}>
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h5">
                {category || noCategory}
              </Title>
              {category ? (
                <Button variant="subtle" size="xs" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setRenaming(category)}>
                  {t('manage_program.tags.rename_category')}
                </Button>
              ) : null}
            </Group>
            <Group gap="xs">
              {list.map((tag) => (
                <Badge
                  key={tag.id}
                  size="lg"
                  variant="outline"
                  color={tag.color}
                  tt="none"
                  leftSection={<ColorSwatch color={tag.color} size={12} aria-hidden />}
                  rightSection={
                    <ActionIcon size="sm" variant="transparent" c="var(--mantine-color-text)" aria-label={t('manage_program.tags.edit', { name: tag.text })} onClick={() => setEditing(tag)}>
                      <IconPencil size={14} aria-hidden />
                    </ActionIcon>
                  }
                  data-testid="program-tag"
                  styles={{ label: { color: 'var(--mantine-color-text)' } }}
                >
                  {tag.text} <Text span size="xs" c="dimmed">({tag.used_by})</Text>
                </Badge>
              ))}
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }
  const categories = [...new Set((tags.data ?? []).flatMap((tag) => (tag.category ? [tag.category.text] : [])))];
  return (
    <Stack gap="md">
      <Group justify={intro ? 'space-between' : 'flex-end'}>
        {intro ? (
          <Text size="sm" c="dimmed" maw={640}>
            {t('manage_program.tags.intro')}
          </Text>
        ) : null}
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')} data-testid="program-new-tag">
          {t('manage_program.tags.new')}
        </Button>
      </Group>
      {content}
      <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('manage_program.tags.new') : t('manage_program.tags.edit_title')}>
        {editing !== null ? (
          <TagForm key={editing === 'new' ? 'new' : editing.id} eventSlug={eventSlug} tag={editing === 'new' ? null : editing} categories={categories} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
      <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={renaming !== null} onClose={() => setRenaming(null)} title={t('manage_program.tags.rename_category')}>
        {renaming !== null ? (
          <CategoryForm eventSlug={eventSlug} category={renaming} order={tags.data?.find((tag) => tag.category?.text === renaming)?.category?.order ?? 0} onDone={() => setRenaming(null)} />
        ) : null}
      </Modal>
    </Stack>
  );
}

function TagForm({ eventSlug, tag, categories, onDone }: { eventSlug: string; tag: OrganizerProgramTag | null; categories: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { text: tag?.text ?? '', color: tag?.color ?? swatches[0]!, category: tag?.category?.text ?? '', order: tag?.order ?? 0 },
    validate: { text: (v) => (v.trim() ? null : t('manage_program.tags.text_needed')), color: (v) => (/^#[0-9a-f]{6}$/i.test(v) ? null : t('manage_program.tags.color_needed')) },
  });
  const save = useMutation({
    mutationFn: (v: typeof form.values) => {
      const body = { text: v.text.trim(), color: v.color, category: v.category.trim() || null, order: v.order };
      return tag ? updateTag(queryClient, eventSlug, tag.id, body) : createTag(queryClient, eventSlug, body);
    },
    onSuccess: (saved) => {
      toast(t('manage_program.tags.saved', { name: saved.text }));
      onDone();
    },
    onError: (error) => {
      const byField = serverFieldErrors(error, ['text', 'color', 'category', 'order']);
      if (byField) form.setErrors(byField);
      notify.error(errorMessage(error, t('manage_program.tags.save_failed')));
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteTag(queryClient, eventSlug, tag!.id),
    onSuccess: onDone,
    onError: (error) => notify.error(errorMessage(error, t('manage_program.tags.save_failed'))),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((v) => save.mutate(v))} data-testid="program-tag-form">
      <Stack gap="md">
        <TextInput label={t('manage_program.tags.text')} required data-autofocus {...form.getInputProps('text')} data-testid="tag-text" />
        <ColorInput label={t('manage_program.tags.color')} format="hex" swatches={swatches} withEyeDropper={false} required {...form.getInputProps('color')} data-testid="tag-color" />
        <SimpleGrid cols={2}>
          <Autocomplete label={t('manage_program.tags.category')} description={t('manage_program.tags.category_hint')} data={categories} {...form.getInputProps('category')} data-testid="tag-category" />
          <NumberInput label={t('manage_program.tags.order')} min={0} max={10000} allowDecimal={false} {...form.getInputProps('order')} />
        </SimpleGrid>
        <Group justify="space-between">
          {tag ? (
            <ConfirmButton label={t('manage_program.tags.delete')} question={t('manage_program.tags.delete_question', { count: tag.used_by })} loading={remove.isPending} onConfirm={() => remove.mutate()} />
          ) : (
            <span />
          )}
          <Button type="submit" loading={save.isPending} data-testid="tag-save">
            {t('manage_program.tags.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CategoryForm({ eventSlug, category, order, onDone }: { eventSlug: string; category: string; order: number; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({ initialValues: { text: category, order }, validate: { text: (v) => (v.trim() ? null : t('manage_program.tags.text_needed')) } });
  const save = useMutation({
    mutationFn: (v: typeof form.values) => renameCategory(queryClient, eventSlug, { category, text: v.text.trim(), order: v.order }),
    onSuccess: onDone,
    onError: (error) => {
      const byField = serverFieldErrors(error, ['text', 'order']);
      if (byField) form.setErrors(byField);
      notify.error(errorMessage(error, t('manage_program.tags.save_failed')));
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((v) => save.mutate(v))}>
      <Stack gap="md">
        <TextInput label={t('manage_program.tags.category')} required data-autofocus {...form.getInputProps('text')} />
        <NumberInput label={t('manage_program.tags.category_order')} min={0} max={1000} allowDecimal={false} {...form.getInputProps('order')} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('manage_program.tags.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
