export interface StageTileRef {
  userId: number;
  source: 'camera' | 'screen';
}

interface Remote {
  camera?: unknown;
  screen?: unknown;
}

/**
 * Which tile the stage shows large: a shared screen first, then whoever speaks now (or spoke last, so the
 * picture does not jump back in a pause), then the first camera; everyone else's camera in the strip.
 * `speaker` is the one to remember as the last speaker.
 */
export function stageTiles(remote: ReadonlyMap<number, Remote>, speaking: readonly number[], lastSpeaker: number | null): { main: StageTileRef | null; strip: StageTileRef[]; speaker: number | null } {
  const cameras = [...remote].filter(([, m]) => m.camera).map(([userId]) => userId).sort((a, b) => a - b);
  const screen = [...remote].find(([, m]) => m.screen)?.[0];
  const talking = speaking.find((id) => cameras.includes(id));
  const speaker = talking ?? (lastSpeaker !== null && cameras.includes(lastSpeaker) ? lastSpeaker : null);
  let main: StageTileRef | null = null;
  if (screen !== undefined) main = { userId: screen, source: 'screen' };
  else if (speaker !== null) main = { userId: speaker, source: 'camera' };
  else if (cameras.length > 0) main = { userId: cameras[0]!, source: 'camera' };
  const strip = cameras.filter((id) => !(main?.source === 'camera' && main.userId === id)).map((userId) => ({ userId, source: 'camera' as const }));
  return { main, strip, speaker };
}
