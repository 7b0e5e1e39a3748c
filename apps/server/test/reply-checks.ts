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
