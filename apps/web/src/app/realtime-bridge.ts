import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { boothsRealtime } from '@/features/booths/realtime';
import { jobsRealtime } from '@/features/jobs/realtime';
import { mapsRealtime } from '@/features/maps/realtime';
import { publicChatRealtime } from '@/features/public-chat/realtime';
import { privateChatRealtime } from '@/features/private-chat/realtime';
import { spacesRealtime } from '@/features/spaces/realtime';
import { attendeesRealtime } from '@/features/attendees/realtime-binding';
import { programRealtime } from '@/features/program/realtime';
import { videocallsRealtime } from '@/features/videocalls/realtime';
import { networkingRealtime } from '@/features/networking/realtime';
import { callingRealtime } from '@/features/calling/realtime';
import { recordingsRealtime } from '@/features/recordings/realtime';
import { meetingsRealtime } from '@/features/meetings/realtime';
import { cinemaRealtime } from '@/features/cinema/realtime';
import { postersRealtime } from '@/features/posters/realtime';
import { embeddedRealtime } from '@/features/embedded/realtime';
import { presentationsRealtime } from '@/features/presentations/realtime';
import { realtime, setRealtimeReporter, type RealtimeBinding } from '@/shared/realtime';
import { reportClientError } from '@/shared/crash-reporting';

/** Every feature's realtime binding. A feature with socket events adds one line here. */
const bindings: RealtimeBinding[] = [spacesRealtime, boothsRealtime, mapsRealtime, jobsRealtime, publicChatRealtime, privateChatRealtime, attendeesRealtime, programRealtime, videocallsRealtime, networkingRealtime, callingRealtime, recordingsRealtime, meetingsRealtime, cinemaRealtime, postersRealtime, embeddedRealtime, presentationsRealtime];

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
