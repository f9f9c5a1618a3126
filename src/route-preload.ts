/**
 * The first visit to a portal route fetches its chunks all at once. Without this, they come in
 * steps: the entry, then (once it runs) the portal shell, then (once that renders) the screen and
 * its feature, a round trip each. This tiny script loads beside the entry (its own chunk, `async`),
 * reads the plan the build wrote into index.html (scripts/route-chunks.mjs) and asks for the
 * route's chunks as module preloads. It imports nothing, so it runs after one small download; a
 * page it does not know, or a failure here, only leaves the chunks to load in steps.
 */

/** The plan in index.html: files once, and per route the indexes of the files it downloads. */
export interface RoutePreloadPlan {
  readonly base: string;
  readonly files: readonly string[];
  readonly routes: readonly {
    /** `:param` stands for one path segment. */
    readonly paths: readonly string[];
    /** `in`: signed-in portal routes; `out`: signed-out only; `any`: either. */
    readonly session: 'in' | 'out' | 'any';
    readonly files: readonly number[];
  }[];
}

export const PLAN_ELEMENT_ID = 'bidhaul-route-preload';

/**
 * The session's key in localStorage (STORAGE_KEYS.token in local-storage-session-store.ts; a test
 * keeps them equal). Not imported: this script must stay one small file with no dependencies.
 */
export const SESSION_TOKEN_KEY = 'token';

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  if (pattern === '/') return pathname === '/';
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
}

/**
 * The files to preload for a path. A signed-out visit to a portal route goes to sign-in, and a
 * signed-in one to a signed-out route goes to the dashboard: neither preloads what it will not show.
 */
export function filesToPreload(
  plan: RoutePreloadPlan,
  pathname: string,
  signedIn: boolean,
): string[] {
  const route = plan.routes.find((r) => r.paths.some((p) => matches(p, pathname)));
  if (!route) return [];
  if ((route.session === 'in' && !signedIn) || (route.session === 'out' && signedIn)) return [];
  return route.files.flatMap((i) => {
    const file = plan.files[i];
    return file === undefined ? [] : [`${plan.base}${file}`];
  });
}

/**
 * Links added per task. Each link starts a fetch, and a route's few dozen added at once make one
 * long task of their own on a phone, which keeps the page from answering taps. Eight took some
 * 60 ms on a mid-range phone, over the 50 ms that counts as blocking; four stay under it.
 */
export const LINKS_PER_TASK = 4;

const nextTask = (run: () => void) => {
  setTimeout(run, 0);
};

/**
 * Reads the plan from the page and adds a `<link rel="modulepreload">` per file, LINKS_PER_TASK
 * at a time, the rest in the tasks that follow (`later`). Returns every file it will preload.
 */
export function preloadRoute(
  doc: Document,
  storage: Pick<Storage, 'getItem'> | null,
  later: (run: () => void) => void = nextTask,
): string[] {
  const source = doc.getElementById(PLAN_ELEMENT_ID)?.textContent;
  if (!source) return [];
  const plan = JSON.parse(source) as RoutePreloadPlan;
  let signedIn = false;
  try {
    signedIn = Boolean(storage?.getItem(SESSION_TOKEN_KEY));
  } catch {
    // Storage refused (private mode, policy): treat as signed out.
  }
  const files = filesToPreload(plan, doc.location.pathname, signedIn);
  const addFrom = (start: number) => {
    const links = doc.createDocumentFragment();
    for (const href of files.slice(start, start + LINKS_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      links.appendChild(link);
    }
    doc.head.appendChild(links);
    if (start + LINKS_PER_TASK < files.length) later(() => addFrom(start + LINKS_PER_TASK));
  };
  if (files.length) addFrom(0);
  return files;
}

if (typeof document !== 'undefined' && document.getElementById(PLAN_ELEMENT_ID)) {
  try {
    preloadRoute(document, window.localStorage);
  } catch {
    // A plan that does not parse only costs the head start.
  }
}
