import type { IceConfig } from '@foyer/contracts';
import type { Platform } from '../../../platform/context';
import { iceConfigurationFor } from '../../../platform/media-config';

/**
 * The ICE servers a browser gets with a media join or a probe: STUN and TURN (fresh coturn credentials for
 * the person) as configured, none by default — no public STUN server is contacted unless configured, and the
 * media server's host candidates (`MEDIA_PUBLIC_IP`) are enough on open networks.
 */
export function iceConfigFor(platform: Platform, userId: number): Promise<IceConfig> {
  return Promise.resolve(iceConfigurationFor(platform.config.ice, userId, platform.clock.now().getTime()));
}
