import type { AxiosInstance } from 'axios';
import type { JsonBodyType } from 'msw';
import type { FaultOutcome } from './faults';
import type { ErrorArea } from '../../../src/domain/shared/error-catalogue';
import type { DashboardRepository } from '../../../src/application/ports/dashboard-repository.port';
import type { LoadRepository } from '../../../src/application/ports/load-repository.port';
import type { ProfileRepository } from '../../../src/application/ports/profile-repository.port';
import { toProfileUpdate } from '../../../src/domain/profile/profile-rules';
import { HttpDashboardRepository } from '../../../src/infrastructure/http/dashboard/http-dashboard-repository';
import { HttpLoadRepository } from '../../../src/infrastructure/http/http-load-repository';
import { HttpProfileRepository } from '../../../src/infrastructure/http/profile/http-profile-repository';

/**
 * Every HTTP adapter, over one axios instance (the API set of decisions M1). The second pass adds
 * each adapter as it lands (bids, trips, dashboard, profile, auth, create job, waiting list).
 */
export interface HttpAdapters {
  readonly loads: LoadRepository;
  readonly dashboard: DashboardRepository;
  readonly profile: ProfileRepository;
}

export function httpAdapters(http: AxiosInstance): HttpAdapters {
  return {
    loads: new HttpLoadRepository(http),
    dashboard: new HttpDashboardRepository(http),
    profile: new HttpProfileRepository(http),
  };
}

const PROFILE_DTO = {
  first_name: 'Dana',
  last_name: 'Shipper',
  email: 'demo@shipper.test',
  phone_number: '0712345678',
  address: '1 Quay Street, Bristol',
};

const PROFILE_FORM = {
  firstName: 'Dana',
  lastName: 'Shipper',
  email: 'demo@shipper.test',
  phoneNumber: '0712345678',
  address: '1 Quay Street, Bristol',
  businessType: 'Retail',
  businessDescription: 'Garden furniture',
};

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One call of spec §7, as the fault matrix drives it. */
export interface FaultCall {
  /** Port and method, e.g. 'LoadRepository.listActive'. */
  readonly name: string;
  /** Its spec §8 area: the fallback text a failure must end in. */
  readonly area: ErrorArea;
  readonly method: HttpMethod;
  /** The path under the API base (spec §7), as MSW matches it (`:id` for a path parameter). */
  readonly handlerPath: string;
  readonly invoke: (adapters: HttpAdapters) => Promise<unknown>;
  /** Requests the call makes after its own answer (a read-back), answered normally. */
  readonly followUps?: readonly {
    readonly method: HttpMethod;
    readonly path: string;
    readonly body: JsonBodyType;
  }[];
  /** Faults (by name) whose documented outcome for this call differs from the default, and why. */
  readonly overrides?: Readonly<
    Record<string, { readonly outcome: FaultOutcome; readonly reason: string }>
  >;
}

/** Spec §7, one entry per call. Extend it as each adapter lands. */
export const FAULT_CALLS: readonly FaultCall[] = [
  {
    name: 'LoadRepository.listActive',
    area: 'activeLoads',
    method: 'get',
    handlerPath: '/customer/active-loads',
    invoke: ({ loads }) => loads.listActive(),
  },
  {
    name: 'LoadRepository.search',
    area: 'customerLoads',
    method: 'post',
    handlerPath: '/customer/loads/list',
    invoke: ({ loads }) => loads.search({ q: 'Leeds', page: 2, perPage: 10 }),
  },
  {
    name: 'LoadRepository.details',
    area: 'loadDetails',
    method: 'post',
    handlerPath: '/customer/loads/detail',
    invoke: ({ loads }) => loads.details(10412),
  },
  {
    name: 'DashboardRepository.get',
    area: 'dashboard',
    method: 'get',
    handlerPath: '/customer/dashboard',
    invoke: ({ dashboard }) => dashboard.get(),
  },
  {
    name: 'ProfileRepository.get',
    area: 'profileDetails',
    method: 'get',
    handlerPath: '/customer/profile/detail',
    invoke: ({ profile }) => profile.get(),
  },
  {
    name: 'ProfileRepository.update',
    area: 'updateProfile',
    method: 'post',
    handlerPath: '/customer/profile/update',
    invoke: ({ profile }) => profile.update(toProfileUpdate(PROFILE_FORM, null)),
    followUps: [{ method: 'get', path: '/customer/profile/detail', body: { data: PROFILE_DTO } }],
    overrides: {
      'malformed body: JSON of another shape': {
        outcome: { kind: 'success', text: 'read back' },
        reason:
          'spec §7: the update reads "success or error message"; a JSON answer that refuses nothing is a save, and the saved profile is read back',
      },
    },
  },
];
