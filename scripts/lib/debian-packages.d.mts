/** A `npm test` step, or `start` for `npm start`. */
export type Need = 'lint' | 'typecheck' | 'unit' | 'api' | 'api-external' | 'api-janus' | 'e2e' | 'e2e-janus' | 'start';
export interface DebianPackage {
  name: string;
  /** Programs it brings, looked up on PATH. */
  programs?: string[];
  /** Files it brings, at fixed paths. */
  files?: string[];
  /** Checked with dpkg-query (it brings nothing that runs, e.g. fonts). */
  dpkg?: boolean;
  why: string;
  /** What `npm start` goes without when it is missing. */
  off?: string;
  for: Need[];
}
export declare const debianPackages: DebianPackage[];
export declare function findProgram(program: string, env?: NodeJS.ProcessEnv): string | null;
export declare function packageOf(program: string): string | null;
export declare function missingProgramMessage(program: string): string;
export declare function isPresent(pkg: DebianPackage, env?: NodeJS.ProcessEnv): boolean;
export declare function missingPackages(steps: readonly string[], env?: NodeJS.ProcessEnv): DebianPackage[];
export declare function installCommand(packages: readonly DebianPackage[]): string;
export declare function reasons(packages: readonly DebianPackage[]): string[];
export declare function notRootMessage(command: string, packages: readonly DebianPackage[]): string[];
export declare function isRoot(): boolean;
export declare function aptInstall(packages: readonly DebianPackage[], say: (line: string) => void): Promise<number>;
export declare function ensurePackages(steps: readonly string[], say: (line: string) => void, env?: NodeJS.ProcessEnv): Promise<DebianPackage[]>;
