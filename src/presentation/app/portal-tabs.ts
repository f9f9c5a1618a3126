import { FEATURES } from '../../features';

/** A tab of the portal's tab bar. */
export interface PortalTab {
  readonly label: string;
  readonly path: string;
}

/**
 * The portal tabs, in order: Dashboard, My Loads, Create Job, Bids, My Trips, History. Bids shows
 * only while a load is selected: it is that load's bids, with nothing to show without one.
 */
export const PORTAL_TABS: readonly PortalTab[] = FEATURES.flatMap((feature) => feature.tabs);

/** The query parameter that carries the selected load on /bids. */
export const SELECTED_LOAD_PARAM = 'load';

export function bidsPathFor(loadId: number | string): string {
  return `/bids?${SELECTED_LOAD_PARAM}=${encodeURIComponent(String(loadId))}`;
}

/** The selected load id from the address, or null: leaving /bids drops the selection. */
export function selectedLoadId(pathname: string, search: string): number | null {
  if (pathname !== '/bids') return null;
  const raw = new URLSearchParams(search).get(SELECTED_LOAD_PARAM);
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The active tab follows the path; a load's details (/history/{id}) count as History, and the
 * import of jobs (/create-job/import) as Create Job.
 */
export function activeTabPath(pathname: string): string | false {
  if (pathname.startsWith('/history')) return '/history';
  if (pathname.startsWith('/create-job/')) return '/create-job';
  return PORTAL_TABS.find((t) => t.path === pathname)?.path ?? false;
}

export function visibleTabs(pathname: string, search: string): readonly PortalTab[] {
  const hasSelection = selectedLoadId(pathname, search) !== null;
  return PORTAL_TABS.filter((t) => t.path !== '/bids' || hasSelection);
}
