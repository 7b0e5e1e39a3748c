import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database, Db } from './db/database';
import type { ChangeNotifications } from './db/notifications';
import type { Logger } from './logger';
import type { Mailer } from './mail';
import type { RateLimiter } from './rate-limit';
import type { TokenService } from './auth/tokens';
import type { RealtimeGateway } from './realtime/gateway';
import type { Metrics } from './metrics';
import type { FileStorage } from './storage';
import type { FavouriteKinds } from './favourites';
import type { AccountErasure } from './account-erasure';
import type { AccountExport } from './account-export';
import type { SharedReplies } from './http/shared-replies';
import type { CurrentUserFields } from './current-user-fields';
import type { BackgroundSweeps } from './sweeps';

/** Everything the platform offers a feature. Features get it once, at registration. */
export interface Platform {
  config: Config;
  logger: Logger;
  clock: Clock;
  database: Database;
  db: Db;
  /** Change notifications between server processes (PostgreSQL LISTEN/NOTIFY). */
  notifications: ChangeNotifications;
  tokens: TokenService;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  realtime: RealtimeGateway;
  metrics: Metrics;
  storage: FileStorage;
  /** Kinds of items people keep in their goodie bag, each registered by the feature owning the items. */
  favourites: FavouriteKinds;
  /** Account removal: each feature keeping personal data registers its eraser here. */
  accountErasure: AccountErasure;
  /** A person's data export: each feature keeping personal data registers its part here (decision 0100). */
  accountExport: AccountExport;
  /** Hot replies that are the same for many requests, cached per process and dropped on change (decision 0017). */
  sharedReplies: SharedReplies;
  /** Fields of `current_user` that features contribute, read in its one statement (decision 0031). */
  currentUserFields: CurrentUserFields;
  /** Every periodic background sweep runs here, on its own schedule (paused for a test that counts statements). */
  sweeps: BackgroundSweeps;
}

/** A server feature: its routes, its realtime handlers, its background jobs. */
export interface Feature {
  name: string;
  register(app: FastifyInstance, platform: Platform): void | Promise<void>;
  /** Stops timers or connections the feature opened (its sweeps stop before, with the platform's). */
  close?(): void | Promise<void>;
}
