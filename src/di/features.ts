import type { FeatureModules } from './modules/feature-module';
import { authCore, authRoots } from './modules/auth.module';
import { authHttp } from './modules/auth.http.module';
import { authMemory } from './modules/auth.memory.module';
import { bidsCore, bidsRoots } from './modules/bids.module';
import { bidsHttp } from './modules/bids.http.module';
import { bidsMemory } from './modules/bids.memory.module';
import { createJobCore, createJobRoots } from './modules/create-job.module';
import { createJobHttp } from './modules/create-job.http.module';
import { createJobMemory } from './modules/create-job.memory.module';
import { dashboardCore, dashboardRoots } from './modules/dashboard.module';
import { dashboardHttp } from './modules/dashboard.http.module';
import { dashboardMemory } from './modules/dashboard.memory.module';
import { historyCore, historyRoots } from './modules/history.module';
import { historyHttp } from './modules/history.http.module';
import { historyMemory } from './modules/history.memory.module';
import { profileCore, profileRoots } from './modules/profile.module';
import { profileHttp } from './modules/profile.http.module';
import { profileMemory } from './modules/profile.memory.module';
import { tripsCore, tripsRoots } from './modules/trips.module';
import { tripsHttp } from './modules/trips.http.module';
import { tripsMemory } from './modules/trips.memory.module';

/**
 * Every feature's modules, both adapter sets included: only for `createContainer` (tests, tools).
 * The app loads a feature's core and its mode's adapters on demand through `FeatureLoader`.
 */
export const FEATURES: readonly FeatureModules[] = [
  { name: 'auth', core: authCore, http: authHttp, memory: authMemory, roots: authRoots },
  {
    name: 'create-job',
    core: createJobCore,
    http: createJobHttp,
    memory: createJobMemory,
    roots: createJobRoots,
  },
  {
    name: 'dashboard',
    core: dashboardCore,
    http: dashboardHttp,
    memory: dashboardMemory,
    roots: dashboardRoots,
  },
  { name: 'bids', core: bidsCore, http: bidsHttp, memory: bidsMemory, roots: bidsRoots },
  { name: 'trips', core: tripsCore, http: tripsHttp, memory: tripsMemory, roots: tripsRoots },
  {
    name: 'history',
    core: historyCore,
    http: historyHttp,
    memory: historyMemory,
    roots: historyRoots,
  },
  {
    name: 'profile',
    core: profileCore,
    http: profileHttp,
    memory: profileMemory,
    roots: profileRoots,
  },
];
