import { Suspense, type ComponentType } from 'react';
import type { Videocall } from '@foyer/contracts';

/** What an extra control in the call room's bottom bar is told. */
export interface ExtraCallControlProps {
  eventSlug: string;
  call: Videocall;
  userId: number;
}

const controls: { id: string; component: ComponentType<ExtraCallControlProps> }[] = [];

/**
 * Adds a control to every call room's bottom bar, before Leave (recording a meeting, for one). The control
 * decides itself whether it shows (it renders nothing where it has no business); registered once, from
 * the feature's plug-ins.ts, usually as a lazy chunk.
 */
export function registerCallControl(id: string, component: ComponentType<ExtraCallControlProps>): void {
  if (controls.some((c) => c.id === id)) return;
  controls.push({ id, component });
}

/** The registered extra controls, each in its own Suspense boundary (a lazy control shows once loaded). */
export function ExtraCallControls(props: ExtraCallControlProps) {
  return (
    <>
      {controls.map(({ id, component: Control }) => (
        <Suspense key={id} fallback={null}>
          <Control {...props} />
        </Suspense>
      ))}
    </>
  );
}
