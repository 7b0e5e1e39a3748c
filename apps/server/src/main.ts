import { loadConfig, ConfigError } from './platform/config';
import { createServer } from './server';
import { listen } from './platform/http/listen';

/** `npm start` lands here: start everything, stop cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const server = await createServer({ config });
  const log = server.platform.logger;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    try {
      await server.close();
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  let started: string[];
  try {
    started = await listen(server.app, config);
  } catch (err) {
    log.error({ err }, 'could not listen');
    await server.close();
    process.exit(1);
  }
  for (const line of started) log.info(line);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
