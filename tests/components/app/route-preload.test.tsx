import { describe, expect, it } from 'vitest';
import {
  filesToPreload,
  LINKS_PER_TASK,
  PLAN_ELEMENT_ID,
  preloadRoute,
  SESSION_TOKEN_KEY,
  type RoutePreloadPlan,
} from '../../../src/route-preload';
import { STORAGE_KEYS } from '../../../src/infrastructure/storage/local-storage-session-store';

/** Issue 3 (speed): the first visit's chunks, asked for all at once from index.html's plan. */
const plan: RoutePreloadPlan = {
  base: '/',
  files: ['assets/shell.js', 'assets/dashboard.js', 'assets/auth.js', 'assets/history.js', 'assets/bid-history.js'],
  routes: [
    { paths: ['/login', '/signup'], session: 'out', files: [2] },
    { paths: ['/reset-password'], session: 'any', files: [2] },
    { paths: ['/dashboard'], session: 'in', files: [0, 1] },
    { paths: ['/history/:loadId'], session: 'in', files: [0, 3] },
    { paths: ['/history/:loadId/bids'], session: 'in', files: [0, 4] },
  ],
};

describe('filesToPreload', () => {
  it('lists a signed-in route its files, with the base', () => {
    expect(filesToPreload(plan, '/dashboard', true)).toEqual(['/assets/shell.js', '/assets/dashboard.js']);
    expect(filesToPreload({ ...plan, base: '/portal/' }, '/dashboard', true)).toEqual([
      '/portal/assets/shell.js',
      '/portal/assets/dashboard.js',
    ]);
  });

  it('matches a parameter as exactly one segment, and ignores a trailing slash', () => {
    expect(filesToPreload(plan, '/history/42', true)).toEqual(['/assets/shell.js', '/assets/history.js']);
    expect(filesToPreload(plan, '/history/42/bids', true)).toEqual(['/assets/shell.js', '/assets/bid-history.js']);
    expect(filesToPreload(plan, '/history/42/', true)).toEqual(['/assets/shell.js', '/assets/history.js']);
    expect(filesToPreload(plan, '/history//bids', true)).toEqual([]);
    expect(filesToPreload(plan, '/history/42/bids/9', true)).toEqual([]);
  });

  it('preloads nothing its guard would redirect from', () => {
    expect(filesToPreload(plan, '/dashboard', false)).toEqual([]);
    expect(filesToPreload(plan, '/login', true)).toEqual([]);
    expect(filesToPreload(plan, '/signup', false)).toEqual(['/assets/auth.js']);
    expect(filesToPreload(plan, '/reset-password', true)).toEqual(['/assets/auth.js']);
    expect(filesToPreload(plan, '/reset-password', false)).toEqual(['/assets/auth.js']);
  });

  it('preloads nothing for the landing page or an unknown path', () => {
    expect(filesToPreload(plan, '/', true)).toEqual([]);
    expect(filesToPreload(plan, '/nowhere', true)).toEqual([]);
  });
});

describe('preloadRoute', () => {
  const withPlan = (json: string) => {
    document.head.innerHTML = '';
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = PLAN_ELEMENT_ID;
    data.textContent = json;
    document.head.appendChild(data);
  };
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
      new URL(l.href).pathname,
    );

  it('adds a module preload per file of the current route when signed in', () => {
    withPlan(JSON.stringify(plan));
    window.history.replaceState(null, '', '/history/7/bids');
    const files = preloadRoute(document, { getItem: (key) => (key === SESSION_TOKEN_KEY ? 'tok' : null) });
    expect(files).toEqual(['/assets/shell.js', '/assets/bid-history.js']);
    expect(preloads()).toEqual(['/assets/shell.js', '/assets/bid-history.js']);
  });

  it(`adds ${LINKS_PER_TASK} links per task, the rest in the tasks that follow, in the plan's order`, () => {
    const many: RoutePreloadPlan = {
      base: '/',
      files: Array.from({ length: 2 * LINKS_PER_TASK + 3 }, (_, i) => `assets/c${i}.js`),
      routes: [{ paths: ['/trips'], session: 'in', files: Array.from({ length: 2 * LINKS_PER_TASK + 3 }, (_, i) => i) }],
    };
    withPlan(JSON.stringify(many));
    window.history.replaceState(null, '', '/trips');
    const queued: (() => void)[] = [];
    const files = preloadRoute(document, { getItem: () => 'tok' }, (run) => queued.push(run));
    expect(files).toHaveLength(2 * LINKS_PER_TASK + 3);
    expect(preloads()).toEqual(files.slice(0, LINKS_PER_TASK));
    queued.shift()?.();
    expect(preloads()).toEqual(files.slice(0, 2 * LINKS_PER_TASK));
    queued.shift()?.();
    expect(preloads()).toEqual(files);
    expect(queued).toEqual([]);
  });

  it('reads the session under the key the session store writes', () => {
    expect(SESSION_TOKEN_KEY).toBe(STORAGE_KEYS.token);
  });

  it('treats storage that refuses to be read as signed out', () => {
    withPlan(JSON.stringify(plan));
    window.history.replaceState(null, '', '/dashboard');
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(preloadRoute(document, refusing)).toEqual([]);
    window.history.replaceState(null, '', '/login');
    expect(preloadRoute(document, refusing)).toEqual(['/assets/auth.js']);
  });

  it('does nothing on a page without a plan', () => {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/dashboard');
    expect(preloadRoute(document, { getItem: () => 'tok' })).toEqual([]);
    expect(preloads()).toEqual([]);
  });
});
