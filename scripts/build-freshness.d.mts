export interface Build {
  /** Built by this workspace's `build` script... */
  workspace?: string;
  /** ...or by this root script. */
  script?: string;
  output: string;
  sources: string[];
}
export type ShopBuild = Build & { workspace: string };
export function isStale(output: string, sources: string[]): boolean;
export function shopBuilds(root: string): ShopBuild[];
export function uiLibraryBuild(root: string): ShopBuild;
export function storybookBuild(root: string): Build & { script: string };
export function buildStale(root: string, builds: Build[]): void;
