import { useEffect, useState } from 'react';
import { lazyNamed } from '@/shared/ui/lazy';
import { chatModal, useChatModal } from '../store';

const ChatModal = lazyNamed(() => import('./chat-modal'), 'ChatModal');

/**
 * Mounted by the event shell: the chat modal's code loads the first time someone opens it, and it stays
 * mounted afterwards so it can fade out. Leaving the event closes it.
 */
export function PrivateChatHost({ eventSlug }: { eventSlug: string }) {
  const { opened } = useChatModal();
  const [used, setUsed] = useState(false);
  // Set during render (React's pattern for state derived from a change), not in an effect.
  if (opened && !used) setUsed(true);
  useEffect(() => () => chatModal.close(), [eventSlug]);
  if (!used && !opened) return null;
  return <ChatModal eventSlug={eventSlug} />;
}
