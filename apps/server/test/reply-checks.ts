import fs from 'node:fs';
import path from 'node:path';
import { serverTextMatcher } from '@foyer/contracts';
import type { RunningServer } from '../src/server';
import { documentedStatuses, operationKey } from '../src/platform/http/openapi';

/**
 * The statuses a test server answered on its contract routes that its OpenAPI description does not
 * document, as `GET /api/x/:id/ answered 409`. Read from the server's request counter
 * (`foyer_http_requests_total{method, route, status}`), which counts every reply, and compared with the
 * statuses the description gives each route (`documentedStatuses`; openapi.api.test.ts holds the
 * description to them). Routes outside the route table (health, metrics, files, the web app) are not asked about.
 */
export async function undocumentedStatuses(server: RunningServer): Promise<string[]> {
  const { values } = await server.platform.metrics.httpRequests.get();
  const undocumented = new Set<string>();
  for (const { labels } of values) {
    const route = server.app.contractRoutes.get(operationKey(String(labels.method), String(labels.route)));
    if (route && !documentedStatuses(route).includes(Number(labels.status))) undocumented.add(`${labels.method} ${labels.route} answered ${labels.status}`);
  }
  return [...undocumented].sort();
}

/**
 * The server's vocabulary: the keys of the web app's en-US server-text catalogues, which every language
 * translates (decision 0073).
 */
const vocabularyFiles = ['server_entry', 'server'].map((area) => path.resolve(import.meta.dirname, `../../web/src/i18n/locales/en-US/${area}.json`));
const knownText = serverTextMatcher(vocabularyFiles.flatMap((file) => Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')) as object)));

/** The texts of the error replies a test read (`detail`, each field's messages) that are not in the server's vocabulary. */
export class ServerTextLog {
  private readonly unknown = new Set<string>();

  record(status: number, body: unknown): void {
    if (status < 400 || !body || typeof body !== 'object') return;
    const { detail } = body as { detail?: unknown };
    const texts = typeof detail === 'string' ? [detail] : Object.values(body).flatMap((v) => (Array.isArray(v) ? v.filter((m) => typeof m === 'string') : []));
    for (const text of texts) if (!knownText(text)) this.unknown.add(text);
  }

  notInVocabulary(): string[] {
    return [...this.unknown].sort();
  }
}
