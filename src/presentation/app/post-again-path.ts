import type { LoadId } from '../../domain/load/load';

/** The query parameter that names the past load Create Job is filled from ('Post again'). */
const SOURCE_PARAM = 'from';

/** Create Job filled from a past load: /create-job?from=42. */
export function postAgainPath(loadId: LoadId): string {
  return `/create-job?${SOURCE_PARAM}=${loadId}`;
}

/** The load Create Job is to be filled from, or null when the address names none it could be. */
export function postAgainSource(search: string): LoadId | null {
  const raw = new URLSearchParams(search).get(SOURCE_PARAM) ?? '';
  if (!/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
