/** Vite's build manifest, the parts these scripts read. */
export type Manifest = Record<string, { file: string; imports?: string[]; src?: string }>;
export type Mode = 'demo' | 'http';

export interface RouteChunks {
  route: string;
  paths: string[];
  screen: string;
  also?: string[];
  feature: string | null;
  alsoNeeds?: string[];
  session: 'in' | 'out' | 'any';
  inEntry?: boolean;
  portal?: boolean;
  weighed?: boolean;
}

export const ENTRY: string;
export const PORTAL_SHELL: string;
export const STARTUP: Record<Mode, string[]>;
export const ROUTES: RouteChunks[];
export function featureFile(feature: string): string;
export function adapterFiles(manifest: Manifest, feature: string, mode: Mode): string[];
export function featureModules(manifest: Manifest, feature: string, mode: Mode): string[];
export function staticClosure(manifest: Manifest, keys: Iterable<string>): Set<string>;
export function entryKeys(manifest: Manifest): Set<string>;
export function jsFiles(manifest: Manifest, keys: Iterable<string>): string[];
export function routeDownload(manifest: Manifest, route: RouteChunks, mode: Mode): Set<string>;
