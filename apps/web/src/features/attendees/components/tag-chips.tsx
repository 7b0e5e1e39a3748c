import { Badge, Group } from '@mantine/core';
import type { Tag } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';

/** Badge text colour on a tag's own colour: dark on light colours, white on dark ones. */
function readableOn(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return 'white';
  const n = parseInt(m[1]!, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255 > 0.6 ? '#1a1b1e' : 'white';
}

/** A person's tags in their colours; at most `max`, then "+n". */
export function TagChips({ tags, max }: { tags: Tag[]; max?: number }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  const shown = max === undefined ? tags : tags.slice(0, max);
  const rest = tags.length - shown.length;
  return (
    <Group gap={4} wrap="wrap" data-testid="attendee-tags">
      {shown.map((tag) => (
        <Badge key={tag.id} size="sm" radius="sm" variant="filled" color={tag.color} styles={{ root: { color: readableOn(tag.color), textTransform: 'none' } }}>
          {tag.text}
        </Badge>
      ))}
      {rest > 0 ? (
        <Badge size="sm" radius="sm" variant="light" color="gray" styles={{ root: { textTransform: 'none' } }}>
          {t('attendees.more_tags', { count: rest })}
        </Badge>
      ) : null}
    </Group>
  );
}
