import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const web = (file: string) => path.join(root, 'apps/web/src', file);

/** The web layers as the project's own lint configuration (eslint.config.js) enforces them. */
describe('web boundary lint rules', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  /** The boundary rules that fire on `code` as the file at `file` (other rules' findings left out). */
  async function boundaryFindings(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: web(file) });
    expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
    return result!.messages.filter((m) => m.ruleId?.startsWith('foyer-web/')).map((m) => `${m.ruleId}: ${m.message}`);
  }

  it("refuses another feature's inner file, by alias, relative path, re-export or dynamic import", async () => {
    const findings = await boundaryFindings(
      'features/meetings/components/meeting-card.tsx',
      [
        "import { BookmarkToggle } from '@/features/goodiebag/bookmark-toggle';",
        "import { openAttendeeCard } from '../../attendees/open-card';",
        "export { RichText } from '@/features/jobs/components/rich-text';",
        "export const load = () => import('@/features/program/components/calendar-panel');",
        'export const used = [BookmarkToggle, openAttendeeCard];',
      ].join('\n'),
    );
    expect(findings).toEqual([
      "foyer-web/feature-faces: '@/features/goodiebag/bookmark-toggle' reaches past the face of the goodiebag feature: import '@/features/goodiebag' (its index.ts) and export what is needed there on purpose.",
      "foyer-web/feature-faces: '../../attendees/open-card' reaches past the face of the attendees feature: import '@/features/attendees' (its index.ts) and export what is needed there on purpose.",
      "foyer-web/feature-faces: '@/features/jobs/components/rich-text' reaches past the face of the jobs feature: import '@/features/jobs' (its index.ts) and export what is needed there on purpose.",
      "foyer-web/feature-faces: '@/features/program/components/calendar-panel' reaches past the face of the program feature: import '@/features/program' (its index.ts) and export what is needed there on purpose.",
    ]);
  });

  it('refuses app/ reaching past a face too, and lets faces, own files and shared/ through', async () => {
    expect(await boundaryFindings('app/routes.tsx', "export { spaceRoutes } from '@/features/spaces/routes';")).toEqual([
      "foyer-web/feature-faces: '@/features/spaces/routes' reaches past the face of the spaces feature: import '@/features/spaces' (its index.ts) and export what is needed there on purpose.",
    ]);
    const allowed = [
      "export { BookmarkToggle } from '@/features/goodiebag';",
      "export { openAttendeeCard } from '../../attendees/index';",
      "export { meetingKeys } from '../api';",
      "export { useMeetingTimes } from '@/features/meetings/when';",
      "export { useCurrentUser } from '@/shared/session/session';",
      "export const load = () => import('@/features/device-check');",
    ].join('\n');
    expect(await boundaryFindings('features/meetings/components/meeting-card.tsx', allowed)).toEqual([]);
  });

  it('refuses an import of app/ from a feature, by alias or relative path', async () => {
    const findings = await boundaryFindings(
      'features/appointments/components/request-dialog.tsx',
      "import { reportClientError } from '@/app/crash-reporting';\nimport type { AppRouteObject } from '../../../app/route-types';\nexport const used = [reportClientError] as AppRouteObject[];",
    );
    expect(findings).toEqual([
      "foyer-web/features-below-app: Features never import app/ ('@/app/crash-reporting'): what features share lives in shared/ (plug-in registries, session, route types).",
      "foyer-web/features-below-app: Features never import app/ ('../../../app/route-types'): what features share lives in shared/ (plug-in registries, session, route types).",
    ]);
    // app/ itself and shared/ may name app/ files; tests may reach inside features and render through app/test-utils.
    expect(await boundaryFindings('app/routes.tsx', "export { AppRoot } from './app-root';")).toEqual([]);
    expect(await boundaryFindings('features/appointments/appointments.test.tsx', "export { renderUi } from '@/app/test-utils';\nexport { openRequestDialog } from '@/features/program/clock';")).toEqual([]);
  });
});
