export interface ShopBuild {
  workspace: string;
  output: string;
  sources: string[];
}
export function isStale(output: string, sources: string[]): boolean;
export function shopBuilds(root: string): ShopBuild[];
export function storybookBuild(root: string): Omit<ShopBuild, 'workspace'>;
export function buildStale(root: string, builds: ShopBuild[]): void;
