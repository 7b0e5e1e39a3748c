import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import boundaries of DESIGN.md are lint rules (eslint.config.js); these prove they catch what they must. */
const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

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
});
