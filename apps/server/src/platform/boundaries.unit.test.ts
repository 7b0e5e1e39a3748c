import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import boundaries of DESIGN.md are lint rules (eslint.config.js); these prove they catch what they must. */
const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

async function messagesOf(ruleId: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const restrictedImports = (file: string, code: string) => messagesOf('no-restricted-imports', file, code);
const pastFaces = (file: string, code: string) => messagesOf('foyer/feature-face', file, code);
const otherApp = (file: string, code: string) => messagesOf('foyer/no-other-app', file, code);
const repositoriesInFace = (file: string, code: string) => messagesOf('foyer/no-repository-in-face', file, code);

// The first lint loads the whole ESLint configuration with its parsers: seconds on a busy machine.
describe('import boundaries', { timeout: 60_000 }, () => {
  it('platform/ knows no feature, not even for the Drizzle schema', async () => {
    expect(await restrictedImports('apps/server/src/platform/db/schema.ts', "export * from '../../features/accounts/accounts.schema';\n")).toEqual([
      expect.stringContaining('platform/ knows no feature'),
    ]);
    expect(
      await restrictedImports('apps/server/src/platform/realtime/gateway.ts', "import type { ChatService } from '../../features/chat/chat.service';\nexport type X = ChatService;\n"),
    ).toEqual([expect.stringContaining('platform/ knows no feature')]);
  });

  it('features and platform never import the composition root (server.ts, cli.ts): no import circles', async () => {
    expect(await restrictedImports('apps/server/src/features/index.ts', "import type { ServerOptions } from '../server';\nexport type X = ServerOptions;\n")).toEqual([
      expect.stringContaining('composition root'),
    ]);
    expect(await restrictedImports('apps/server/src/features/auth/auth.cli.ts', "import type { CliCommand } from '../../cli';\nexport type X = CliCommand;\n")).toEqual([
      expect.stringContaining('composition root'),
    ]);
  });

  it('the composition root gathers the schema and the features', async () => {
    expect(await restrictedImports('apps/server/src/schema.ts', "export * from './features/accounts/accounts.schema';\n")).toEqual([]);
    expect(await restrictedImports('apps/server/src/server.ts', "import { features } from './features';\nexport const f = features;\n")).toEqual([]);
  });

  it('a feature reaches another only through its face (index.ts) or its tables (*.schema.ts), from any depth', async () => {
    const repository = "import { BusinessCardsRepository } from '../business-cards/business-cards.repository';\nexport const r = BusinessCardsRepository;\n";
    expect(await pastFaces('apps/server/src/features/booths/booths.service.ts', repository)).toEqual([expect.stringContaining('through its face (business-cards/index.ts)')]);
    const deep = "import type { MediaBackend } from '../../videocalls/media/backend';\nexport type M = MediaBackend;\n";
    expect(await pastFaces('apps/server/src/features/recordings/capture/recorder.ts', deep)).toEqual([expect.stringContaining('videocalls/media/backend')]);
    // The composition root too takes every feature by its face.
    expect(await pastFaces('apps/server/src/features/index.ts', "export { demoLiveStageFeature } from './demo/demo.live-stage';\n")).toHaveLength(1);
    expect(await pastFaces('apps/server/src/server.ts', "import { EventAccess } from './features/identity/access';\nexport const a = EventAccess;\n")).toHaveLength(1);
    const faces = [
      "import type { BoothsFace } from '../../booths';",
      "import { booths } from '../../booths/booths.schema';",
      "import { boothsFeature } from '../../booths/index';",
      // the feature's own files, from a sub-folder
      "import { BusinessCardsService } from '../business-cards.service';",
      "export type X = BoothsFace | typeof booths | typeof boothsFeature | typeof BusinessCardsService;",
    ].join('\n');
    expect(await pastFaces('apps/server/src/features/business-cards/sub/cards.ts', `${faces}\n`)).toEqual([]);
    // Tests start whole servers and may look inside what they check.
    expect(await pastFaces('apps/server/src/features/booths/booths.api.test.ts', repository)).toEqual([]);
  });

  it("a feature's face offers service methods, not its repositories (the identity core's accounts excepted)", async () => {
    const face = 'apps/server/src/features/chat/index.ts';
    expect(await repositoriesInFace(face, "export { ChatRepository } from './chat.repository';\n")).toEqual([
      expect.stringContaining('The chat face exports ChatRepository'),
    ]);
    expect(await repositoriesInFace(face, "export type { ChatRepository } from './chat.repository';\n")).toHaveLength(1);
    expect(await repositoriesInFace(face, "export * from './chat.repository';\n")).toEqual([expect.stringContaining('all of ./chat.repository')]);
    expect(await repositoriesInFace(face, 'export class PinsRepository {}\n')).toHaveLength(1);
    // Row types of a repository's module, the service and the composition root's own exports are no repository.
    const fine = "export type { ChatRow } from './chat.repository';\nexport { ChatService } from './chat.service';\n";
    expect(await repositoriesInFace(face, fine)).toEqual([]);
    expect(await repositoriesInFace('apps/server/src/features/index.ts', "export { ChatRepository } from './chat/chat.repository';\n")).toEqual([]);
    // Only the face: a feature's own modules pass their repository around freely.
    expect(await repositoriesInFace('apps/server/src/features/chat/chat.service.ts', "export { ChatRepository } from './chat.repository';\n")).toEqual([]);
    // The identity core's accounts are what auth and profiles stand on; another feature's AccountsRepository is not.
    const accounts = "export { AccountsRepository } from './accounts.repository';\n";
    expect(await repositoriesInFace('apps/server/src/features/identity/index.ts', accounts)).toEqual([]);
    expect(await repositoriesInFace('apps/server/src/features/auth/index.ts', accounts)).toHaveLength(1);
  });

  it('the server never imports the web app, nor the web app the server, by any path', async () => {
    const relative = "import { startAreas } from '../../web/src/i18n/start-areas';\nexport const s = startAreas;\n";
    expect(await otherApp('apps/server/test/web-serving.api.test.ts', relative)).toEqual([expect.stringContaining('The server never imports the web app')]);
    expect(await otherApp('apps/server/src/platform/http/web-app.ts', "import { x } from '@foyer/web';\nexport const y = x;\n")).toHaveLength(1);
    const server = "import { createServer } from '../../../../server/src/server';\nexport const c = createServer;\n";
    expect(await otherApp('apps/web/src/features/entry/entry.ts', server)).toEqual([expect.stringContaining('The web app never imports the server')]);
    expect(await otherApp('apps/server/src/platform/http/web-app.ts', "import { buildWeb } from '../../../../../scripts/lib/web-build.mjs';\nexport const b = buildWeb;\n")).toEqual([]);
  });
});
