import { ActionIcon, Button, Checkbox, Indicator, Popover, ScrollArea, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Tag } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { attendeeTagsQuery } from '../api';

/** Tags grouped by their category (categories by their order, tags without one last). */
function groupTags(tags: Tag[], other: string): { category: string; tags: Tag[] }[] {
  const groups = new Map<string, { order: number; tags: Tag[] }>();
  for (const tag of tags) {
    const name = tag.category?.text ?? other;
    const group = groups.get(name) ?? { order: tag.category?.order ?? Number.MAX_SAFE_INTEGER, tags: [] };
    group.tags.push(tag);
    groups.set(name, group);
  }
  return [...groups.entries()].sort((a, b) => a[1].order - b[1].order).map(([category, g]) => ({ category, tags: g.tags }));
}

export interface TagFilterProps {
  eventSlug: string;
  value: Record<string, number[]>;
  onChange: (value: Record<string, number[]>) => void;
  /** Only the icon (its name in a tooltip): a narrow sidebar leaves the search box the room. */
  compact?: boolean;
}

/**
 * The tag-filter popover: tags by category; people must carry one of the chosen tags of every category
 * chosen from (AND across categories, OR within one).
 */
export function TagFilter({ eventSlug, value, onChange, compact = false }: TagFilterProps) {
  const { t } = useTranslation();
  const tags = useQuery(attendeeTagsQuery(eventSlug));
  const chosen = Object.values(value).reduce((n, ids) => n + ids.length, 0);
  const groups = groupTags(tags.data ?? [], t('attendees.uncategorised'));
  const label = chosen > 0 ? `${t('attendees.filter')}: ${t('attendees.filter_count', { count: chosen })}` : t('attendees.filter');
  const toggle = (category: string, id: number, on: boolean) => {
    const ids = new Set(value[category] ?? []);
    if (on) ids.add(id);
    else ids.delete(id);
    const next = { ...value, [category]: [...ids] };
    if (ids.size === 0) delete next[category];
    onChange(next);
  };
  return (
    <Indicator label={chosen} size={16} disabled={chosen === 0} offset={4}>
    <Popover position="bottom-end" shadow="md" width={300} trapFocus withinPortal>
      <Popover.Target>
        {compact ? (
          <Tooltip label={t('attendees.filter')} withArrow>
            <ActionIcon variant={chosen > 0 ? 'light' : 'default'} size={36} aria-label={label} data-testid="attendee-tag-filter">
              <IconFilter size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button variant={chosen > 0 ? 'light' : 'default'} leftSection={<IconFilter size={16} aria-hidden />} aria-label={label} data-testid="attendee-tag-filter">
            {t('attendees.filter')}
          </Button>
        )}
      </Popover.Target>
      <Popover.Dropdown>
        <Title order={3} size="h6" mb="xs">
          {t('attendees.filter_title')}
        </Title>
        {groups.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('attendees.filter_none')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={320} type="auto">
            <Stack gap="sm">
              {groups.map((group) => (
                <Checkbox.Group key={group.category} label={group.category} value={(value[group.category] ?? []).map(String)}>
                  <Stack gap={6} mt={6}>
                    {group.tags.map((tag) => (
                      <Checkbox
                        key={tag.id}
                        value={String(tag.id)}
                        label={tag.text}
                        color={tag.color}
                        onChange={(e) => toggle(group.category, tag.id, e.currentTarget.checked)}
                      />
                    ))}
                  </Stack>
                </Checkbox.Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {chosen > 0 ? (
          <Button variant="subtle" size="xs" mt="sm" onClick={() => onChange({})}>
            {t('attendees.filter_clear')}
          </Button>
        ) : null}
      </Popover.Dropdown>
    </Popover>
    </Indicator>
  );
}
