export declare const repoRoot: string;
export declare const webDir: string;
export declare const webIndex: string;
export declare function webBuildReason(): string | null;
export declare function buildWeb(options?: {
  log?: (line: string) => void;
  /** Build there instead of apps/web/dist. */
  outDir?: string;
  /** The build's environment (default: this process's). */
  env?: NodeJS.ProcessEnv;
  /** Leave out the build's progress lines (errors still show). */
  quiet?: boolean;
}): Promise<{ ok: boolean; code: number | null; ms: number }>;
export declare function ensureWebBuild(options?: {
  log?: (line: string) => void;
}): Promise<{ built: boolean; ok: boolean; reason: string | null; ms: number; code?: number | null }>;
