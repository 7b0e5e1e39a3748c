import { ActionIcon, Badge, Button, Card, Group, NumberInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizerBoothCategory } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { notify, toast } from '@/shared/notify/notify';
import { consoleSpacesQuery } from '@/shared/session/console-spaces';
import { readableLight } from '@/shared/ui/readable-badge';
import { boothCategoriesQuery, categoryWrites } from './booths-console-api';

/** The booth categories of every map: their names and order, a new one, removal (its booths keep none). */
export function CategoriesCard({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const categories = useQuery(boothCategoriesQuery(eventSlug));
  const maps = useQuery({ ...consoleSpacesQuery(eventSlug), select: (page) => page.results.filter((s) => s.type === 'map') });
  const [name, setName] = useState('');
  const [map, setMap] = useState<string | null>(null);
  const writes = categoryWrites(queryClient, eventSlug);
  const chosenMap = map ?? (maps.data?.[0] ? String(maps.data[0].id) : null);
  const add = useMutation({
    mutationFn: () => writes.create({ name: name.trim(), map: Number(chosenMap) }),
    onSuccess: (made) => {
      setName('');
      toast(t('manage_booths.categories.added', { name: made.name }));
    },
    onError: (error) => notify.error(errorMessage(error, t('manage_booths.categories.failed'))),
  });

  return (
    <Card withBorder radius="md" padding="lg" data-testid="booth-categories">
      <Title order={2} size="h4">
        {t('manage_booths.categories.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('manage_booths.categories.hint')}
      </Text>
      <Stack gap="xs">
        {categories.isError ? <Text c="red" size="sm">{errorMessage(categories.error, t('manage_booths.categories.load_failed'))}</Text> : null}
        {categories.data?.results.length === 0 ? <Text size="sm" c="dimmed">{t('manage_booths.categories.none')}</Text> : null}
        {categories.data?.results.map((category) => <CategoryRow key={`${category.id}-${category.name}-${category.order}`} eventSlug={eventSlug} category={category} />)}
        {(maps.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">{t('manage_booths.categories.needs_map')}</Text>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim() && chosenMap) add.mutate();
            }}
          >
            <Group gap="xs" align="flex-end" mt="xs" wrap="wrap">
              <TextInput label={t('manage_booths.categories.new')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={100} style={{ flex: '1 1 200px' }} />
              <Select
                label={t('manage_booths.fields.map')}
                data={(maps.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
                value={chosenMap}
                onChange={setMap}
                allowDeselect={false}
                style={{ flex: '0 1 200px' }}
              />
              <Button type="submit" variant="light" loading={add.isPending} disabled={!name.trim()} data-testid="add-category">
                {t('manage_booths.categories.add')}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Card>
  );
}

function CategoryRow({ eventSlug, category }: { eventSlug: string; category: OrganizerBoothCategory }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const writes = categoryWrites(queryClient, eventSlug);
  const [name, setName] = useState(category.name);
  const [order, setOrder] = useState<number>(category.order);
  const changed = name.trim() !== category.name || order !== category.order;
  const save = useMutation({
    mutationFn: () => writes.update(category.id, { name: name.trim(), order }),
    onError: (error) => notify.error(errorMessage(error, t('manage_booths.categories.failed'))),
  });
  const remove = useMutation({
    mutationFn: () => writes.remove(category.id),
    onError: (error) => notify.error(errorMessage(error, t('manage_booths.categories.failed'))),
  });
  return (
    <Group gap="xs" wrap="wrap" data-testid="category-row">
      <TextInput aria-label={t('manage_booths.categories.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={100} style={{ flex: '1 1 180px' }} />
      <NumberInput aria-label={t('manage_booths.categories.order')} value={order} onChange={(v) => setOrder(Number(v) || 0)} min={0} w={90} />
      <Badge {...readableLight('gray')} tt="none">
        {category.map_name}
      </Badge>
      <Text size="xs" c="dimmed">
        {t('manage_booths.staff_count_booths', { count: category.num_of_booths })}
      </Text>
      <ActionIcon variant="light" aria-label={t('manage_booths.categories.save', { name: category.name })} disabled={!changed || !name.trim()} loading={save.isPending} onClick={() => save.mutate()}>
        <IconCheck size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={t('manage_booths.categories.remove', { name: category.name })} loading={remove.isPending} onClick={() => remove.mutate()}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
