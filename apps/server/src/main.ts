import { loadConfig, ConfigError } from './platform/config';
import { createServer } from './server';

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
  try {
    await server.app.listen({ port: config.port, host: config.host });
  } catch (err) {
    log.error({ err }, 'could not listen');
    await server.close();
    process.exit(1);
  }
  log.info(`Foyer is running at ${config.publicUrl} (demo event: ${config.publicUrl}/demo)`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
