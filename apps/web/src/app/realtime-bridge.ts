import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { boothsRealtime } from '@/features/booths';
import { moderationRealtime } from '@/features/moderation';
import { eventsRealtime } from '@/features/events';
import { jobsRealtime } from '@/features/jobs';
import { mapsRealtime } from '@/features/maps';
import { publicChatRealtime } from '@/features/public-chat';
import { privateChatRealtime } from '@/features/private-chat';
import { spacesRealtime } from '@/features/spaces';
import { attendeesRealtime } from '@/features/attendees';
import { programRealtime } from '@/features/program';
import { videocallsRealtime } from '@/features/videocalls';
import { networkingRealtime } from '@/features/networking';
import { callingRealtime } from '@/features/calling';
import { recordingsRealtime } from '@/features/recordings';
import { meetingsRealtime } from '@/features/meetings';
import { cinemaRealtime } from '@/features/cinema';
import { postersRealtime } from '@/features/posters';
import { embeddedRealtime } from '@/features/embedded';
import { presentationsRealtime } from '@/features/presentations';
import { realtime, setRealtimeReporter, type RealtimeBinding } from '@/shared/realtime';
import { reportClientError } from '@/shared/crash-reporting';

/** Every feature's realtime binding. A feature with socket events adds one line here. */
const bindings: RealtimeBinding[] = [eventsRealtime, spacesRealtime, boothsRealtime, mapsRealtime, jobsRealtime, publicChatRealtime, privateChatRealtime, attendeesRealtime, programRealtime, videocallsRealtime, networkingRealtime, callingRealtime, recordingsRealtime, meetingsRealtime, cinemaRealtime, postersRealtime, embeddedRealtime, presentationsRealtime, moderationRealtime];

/** The one place socket events become TanStack Query cache updates. */
export function useRealtimeBridge(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    setRealtimeReporter((error) => void reportClientError(error));
    const stops = bindings.map((bind) => bind({ client: realtime, queryClient }));
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}

/**
 * The bridge as a component: the app root mounts it (a chunk of its own, with every feature's binding and
 * the realtime contracts) while someone is signed in, the only time there is a socket.
 */
export function RealtimeBridge() {
  useRealtimeBridge();
  return null;
}
