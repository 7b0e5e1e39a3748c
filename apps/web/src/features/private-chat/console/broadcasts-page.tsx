import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { ConsolePage } from '@/shared/ui/console-page';
import { BroadcastPanel } from '../components/broadcast-panel';

/**
 * `/manage/{eventSlug}/broadcasts`: the event's broadcasts and the form that sends one, with the audience
 * filters the chat's broadcast panel has (tags, the app or the web, and the count of people it reaches).
 */
export function BroadcastsPage({ eventSlug }: EventSectionProps) {
  const { t } = useTranslation();
  return (
    <ConsolePage title={t('manage_broadcasts.title')} description={t('manage_broadcasts.intro')} testId="broadcasts-console">
      <Card withBorder radius="md" padding={0} mah={720} style={{ display: 'flex', flexDirection: 'column' }}>
        <BroadcastPanel eventSlug={eventSlug} back={false} bare />
      </Card>
    </ConsolePage>
  );
}
