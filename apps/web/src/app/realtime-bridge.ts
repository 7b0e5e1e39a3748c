import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { boothsRealtime } from '@/features/booths/realtime';
import { jobsRealtime } from '@/features/jobs/realtime';
import { mapsRealtime } from '@/features/maps/realtime';
import { publicChatRealtime } from '@/features/public-chat/realtime';
import { spacesRealtime } from '@/features/spaces/realtime';
import { realtime, type RealtimeBinding } from '@/shared/realtime';

/** Every feature's realtime binding. A feature with socket events adds one line here. */
const bindings: RealtimeBinding[] = [spacesRealtime, boothsRealtime, mapsRealtime, jobsRealtime, publicChatRealtime];

/** The one place socket events become TanStack Query cache updates. */
export function useRealtimeBridge(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stops = bindings.map((bind) => bind({ client: realtime, queryClient }));
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}
