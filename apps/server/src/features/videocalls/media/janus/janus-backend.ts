import type { Logger } from 'pino';
import type { JanusConfig } from '../../../../platform/config';
import type { MediaBackend, MediaProbe, MediaSessionInput, ProbeInput } from '../backend';
import { JanusServers } from './janus-servers';
import { JanusMediaSession } from './janus-session';

export interface JanusBackendOptions {
  janus: JanusConfig;
  /** Participants one call takes: the room admits that many publishers, plus one screen share. */
  capacity: number;
  logger: Logger;
  /**
   * Opens the device check's probe. Janus cannot make a test picture of its own, so the probe runs in
   * process (decision 0025): it proves the browser reaches our media ports and TURN.
   */
  probe?: (input: ProbeInput) => Promise<MediaProbe>;
}

/**
 * Call media on Janus VideoRoom (`JANUS_URL`, decision 0025): a room per call on the Janus instance the call's
 * id hashes to, made on the call's first media session and destroyed when the call ends; each session is a
 * camera publisher, an optional screen publisher and one multistream subscriber (`JanusMediaSession`).
 */
export class JanusBackend implements MediaBackend {
  readonly name = 'janus';
  private readonly servers: JanusServers;
  private readonly sessions = new Map<number, Set<JanusMediaSession>>();

  constructor(private readonly opts: JanusBackendOptions) {
    this.servers = new JanusServers({
      urls: opts.janus.urls,
      apiSecret: opts.janus.apiSecret,
      adminKey: opts.janus.adminKey,
      maxPublishers: opts.capacity + 1,
      logger: opts.logger,
    });
  }

  async open(input: MediaSessionInput): Promise<JanusMediaSession> {
    const { callId } = input;
    const inCall = this.sessions.get(callId) ?? new Set();
    this.sessions.set(callId, inCall);
    const session = new JanusMediaSession(this.servers.forCall(callId), input, this.opts.logger, () => {
      inCall.delete(session);
      if (inCall.size === 0 && this.sessions.get(callId) === inCall) this.sessions.delete(callId);
    });
    inCall.add(session);
    try {
      await session.open();
    } catch (err) {
      await session.close();
      throw err;
    }
    return session;
  }

  probe(input: ProbeInput): Promise<MediaProbe> {
    if (!this.opts.probe) return Promise.reject(new Error('the device check is not available with this media server'));
    return this.opts.probe(input);
  }

  /** The call ended: its sessions close and its room goes (on every process that had one open). */
  async closeCall(callId: number): Promise<void> {
    const inCall = [...(this.sessions.get(callId) ?? [])];
    this.sessions.delete(callId);
    await Promise.all(inCall.map((s) => s.close()));
    await this.servers.forCall(callId).destroyRoom(callId);
  }

  async close(): Promise<void> {
    const all = [...this.sessions.values()].flatMap((s) => [...s]);
    this.sessions.clear();
    await Promise.all(all.map((s) => s.close()));
    await this.servers.close();
  }
}
