import type { Platform } from '../../../platform/context';
import type { MediaBackend, MediaBackendOptions } from './backend';
import { JanusBackend } from './janus/janus-backend';
import { WeriftBackend } from './werift/werift-backend';
import { openProbe } from './werift/probe';

export type { MediaBackend } from './backend';
export { WeriftBackend } from './werift/werift-backend';

/**
 * The media server of this process: Janus VideoRoom when `JANUS_URL` is set (decision 0025), else the
 * in-process werift SFU (decision 0024). The device check's probe always runs in process.
 */
export function createMediaBackend(platform: Platform): MediaBackend {
  const { media, videocallCapacity, janus } = platform.config;
  const options: MediaBackendOptions = { publicIp: media.publicIp, portMin: media.portMin, portMax: media.portMax, capacity: videocallCapacity };
  if (janus) {
    return new JanusBackend({ janus, capacity: videocallCapacity, logger: platform.logger, probe: (input) => openProbe(input, options, platform.logger) });
  }
  return new WeriftBackend(options, platform.logger);
}
