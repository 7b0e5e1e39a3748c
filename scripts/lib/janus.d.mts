export declare function janusInstalled(): boolean;
export declare function freePort(): Promise<number>;
export interface StartJanusOptions {
  /** The WebSocket transport's port on 127.0.0.1 (default: a free one). */
  wsPort?: number;
  /** Guards room creation (`admin_key`) and the admin API (default: random). */
  adminSecret?: string;
  /** UDP ports for ICE/RTP, "min-max" (default 20000-40000). */
  rtpPortRange?: string;
  /** The address put in every host candidate (nat_1_1_mapping; default 127.0.0.1). */
  publicIp?: string;
  /** Janus's log level, 0-7 (default 3: errors and warnings). */
  debugLevel?: number;
  /** Janus's output goes here (default: janus.log in its temp folder). */
  logFile?: string;
  /** Keep the temp folder after stop. */
  keep?: boolean;
  timeoutMs?: number;
}
export interface RunningJanus {
  /** ws://127.0.0.1:PORT, for JANUS_URL. */
  url: string;
  wsPort: number;
  adminSecret: string;
  dir: string;
  logFile: string;
  readonly pid: number | undefined;
  /** SIGTERM (SIGKILL after 5 s) and removes the temp folder. */
  stop(): Promise<void>;
  /** Kills Janus as a crash would and starts it again on the same port (its rooms are gone). */
  restart(): Promise<void>;
}
export declare function startJanus(options?: StartJanusOptions): Promise<RunningJanus>;
