import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Starts listening where the configuration says (`HOST`, else 127.0.0.1 outside production) and answers
 * the lines the start log shows, saying which addresses can reach the server.
 */
export async function listen(app: FastifyInstance, config: Config): Promise<string[]> {
  await app.listen({ port: config.port, host: config.host });
  return startMessages(config, app.server.address());
}

export function startMessages(config: Config, address: ReturnType<FastifyInstance['server']['address']>): string[] {
  const port = address && typeof address !== 'string' ? address.port : config.port;
  const lines = [`Foyer is running at ${config.publicUrl} (demo event: ${config.publicUrl}/demo)`];
  if (!config.hostFromEnv && !config.isProduction) {
    lines.push(
      `Listening on ${config.host}:${port} only, so other machines cannot reach this development server ` +
        '(its dev outbox shows every sign-in code); set HOST=0.0.0.0 to let them in.',
    );
  } else {
    lines.push(`Listening on ${config.host}:${port}`);
  }
  return lines;
}
