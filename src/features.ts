/**
 * The portal's features, each declared once: its name (which is also the stem of its file in
 * `src/di/features/`, `<name>.module.ts`, with its presenters and use cases and its adapters for
 * both modes, and the name of its adapters' folders, `src/infrastructure/http/<name>/` and
 * `src/infrastructure/memory/<name>/`), its screens and the paths they answer, its portal tabs,
 * and the other features a screen reads from.
 *
 * The routes, the portal tabs, the container's feature loader and the bundle budget all read this
 * table. It imports nothing, so the build scripts read it too.
 */

/** Who may open a screen: the signed-in portal, signed-out visitors only, or anyone. */
export type Audience = 'in' | 'out' | 'any';

export type FeatureName =
  'auth' | 'dashboard' | 'create-job' | 'import-jobs' | 'bids' | 'trips' | 'history' | 'profile';

export interface ScreenDeclaration {
  /** The screen module under `src/presentation/screens/`, without its extension. */
  readonly screen: string;
  /** The paths it answers (`:param` is one path segment). */
  readonly paths: readonly string[];
  readonly audience: Audience;
  /** Other features whose bindings the screen reads. */
  readonly needs?: readonly FeatureName[];
  /** Modules of their own (under `src/presentation/screens/`) the screen shows on these paths. */
  readonly alsoLoads?: readonly string[];
}

export interface FeatureDeclaration {
  readonly name: FeatureName;
  readonly screens: readonly ScreenDeclaration[];
  /** Its tabs; the bar shows every feature's tabs in this table's order. */
  readonly tabs: readonly { readonly label: string; readonly path: string }[];
}

/** The auth screen's paths, one per view; everything else that names them imports them. */
export const AUTH_PATHS = {
  signin: '/login',
  signup: '/signup',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password',
  'verify-email': '/email-verification',
} as const;

/** Create Job's import of many jobs from a spreadsheet, reached from Create Job and My Loads. */
export const IMPORT_JOBS_PATH = '/create-job/import';

const portal = (
  screen: string,
  paths: readonly string[],
  needs?: readonly FeatureName[],
): ScreenDeclaration => ({ screen, paths, audience: 'in', ...(needs ? { needs } : {}) });

/** In the order of the tab bar: Dashboard, My Loads, Create Job, Bids, My Trips, History. */
export const FEATURES: readonly FeatureDeclaration[] = [
  {
    name: 'auth',
    screens: [
      {
        screen: 'auth/auth.screen',
        paths: [AUTH_PATHS.signin, AUTH_PATHS['forgot-password'], AUTH_PATHS['verify-email']],
        audience: 'out',
      },
      // Sign-up carries the address search: a module of its own inside the auth screen.
      {
        screen: 'auth/auth.screen',
        paths: [AUTH_PATHS.signup],
        audience: 'out',
        alsoLoads: ['auth/sign-up.view'],
      },
      // Anyone may open a reset link from an e-mail, signed in or not.
      { screen: 'auth/auth.screen', paths: [AUTH_PATHS['reset-password']], audience: 'any' },
    ],
    tabs: [],
  },
  {
    name: 'dashboard',
    screens: [
      portal('dashboard/dashboard.screen', ['/dashboard']),
      portal('my-loads/my-loads.screen', ['/my-loads']),
    ],
    tabs: [
      { label: 'Dashboard', path: '/dashboard' },
      { label: 'My Loads', path: '/my-loads' },
    ],
  },
  {
    name: 'create-job',
    screens: [portal('create-job/create-job.screen', ['/create-job'])],
    tabs: [{ label: 'Create Job', path: '/create-job' }],
  },
  // Its own feature, so Create Job's first visit does not carry it; it publishes through Create
  // Job's adapters and checks against its choices.
  {
    name: 'import-jobs',
    screens: [portal('import-jobs/import-jobs.screen', [IMPORT_JOBS_PATH], ['create-job'])],
    tabs: [],
  },
  {
    name: 'bids',
    screens: [portal('bids/bids.screen', ['/bids'])],
    tabs: [{ label: 'Bids', path: '/bids' }],
  },
  {
    name: 'trips',
    screens: [portal('trips/trips.screen', ['/trips'])],
    tabs: [{ label: 'My Trips', path: '/trips' }],
  },
  {
    name: 'history',
    screens: [
      portal('history/history.screen', ['/history']),
      portal('history/load-details.screen', ['/history/:loadId']),
      portal('history/bid-history.screen', ['/history/:loadId/bids'], ['bids']),
    ],
    tabs: [{ label: 'History', path: '/history' }],
  },
  {
    name: 'profile',
    screens: [portal('profile/edit-profile.screen', ['/profile/edit'])],
    tabs: [],
  },
];

/** The landing page: in the app's entry (the first page of most visits), with no feature. */
export const LANDING = {
  screen: 'landing/landing.screen',
  paths: ['/'],
  audience: 'any',
} as const;
