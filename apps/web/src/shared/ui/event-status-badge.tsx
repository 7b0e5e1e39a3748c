import { Badge, type BadgeProps } from '@mantine/core';
import type { EventStatus } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { readableLight } from './readable-badge';

const colours: Record<EventStatus, string> = { draft: 'gray', published: 'blue', running: 'teal', over: 'dark' };

/** Where an event stands (draft, published, running, over), as the console shows it everywhere. */
export function EventStatusBadge({ status, ...props }: BadgeProps & { status: EventStatus }) {
  const { t } = useTranslation();
  return (
    <Badge {...readableLight(colours[status])} radius="sm" {...props}>
      {t(`console.status.${status}`)}
    </Badge>
  );
}
