import { Button, Group, Modal, Text } from '@mantine/core';
import type { ServerEventPayload } from '@foyer/contracts';
import { spacePath } from '@foyer/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { activeCall } from '@/features/videocalls';
import type { EventOverlayProps } from '@/shared/plug-ins/event-overlays';
import { realtime } from '@/shared/realtime';
import { UserText } from '@/shared/ui/user-text';

type Started = ServerEventPayload<'chatroulette_started'>;

/**
 * `chatroulette_started` (spec 2 §4): a modal offering to go to the roulette that just started, anywhere in
 * the event but on that roulette's page and during a call.
 */
export function ChatRouletteOffer({ event }: EventOverlayProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // The page it came on: walking away (to the roulette or elsewhere) drops it.
  const [offer, setOffer] = useState<(Started & { on: string }) | null>(null);
  const here = useRef(location.pathname);
  useEffect(() => {
    here.current = location.pathname;
  }, [location.pathname]);
  useEffect(
    () =>
      realtime.on('chatroulette_started', (started) => {
        const path = spacePath(event.slug, { type: 'chat_roulette', slug: started.slug });
        if (here.current.startsWith(path.replace(/\/$/, '')) || activeCall.get()) return;
        setOffer({ ...started, on: here.current });
      }),
    [event.slug],
  );
  if (!offer || offer.on !== location.pathname) return null;
  const go = () => void navigate(spacePath(event.slug, { type: 'chat_roulette', slug: offer.slug }));
  return (
    <Modal opened onClose={() => setOffer(null)} centered title={t('chatroulette.offer.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Text mb="lg" data-testid="roulette-offer">
        {t('chatroulette.offer.text')} <UserText>{offer.name}</UserText>
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setOffer(null)}>
          {t('chatroulette.offer.later')}
        </Button>
        <Button onClick={go} data-autofocus data-testid="roulette-offer-go">
          {t('chatroulette.offer.go')}
        </Button>
      </Group>
    </Modal>
  );
}
