import type { AxiosInstance } from 'axios';
import type { JsonBodyType } from 'msw';
import { FAULTS, OTHER_SHAPE_FAULT, type FaultOutcome } from './faults';
import type { ErrorArea } from '../../../src/domain/shared/error-catalogue';
import type { AuthGateway } from '../../../src/application/ports/auth-gateway.port';
import type { BidRepository } from '../../../src/application/ports/bid-repository.port';
import type { DashboardRepository } from '../../../src/application/ports/dashboard-repository.port';
import type {
  LoadFormOptions,
  LoadPublisher,
} from '../../../src/application/ports/load-publisher.port';
import type { LoadRepository } from '../../../src/application/ports/load-repository.port';
import type { ProfileRepository } from '../../../src/application/ports/profile-repository.port';
import type { TripRepository } from '../../../src/application/ports/trip-repository.port';
import type { WaitingList } from '../../../src/application/ports/waiting-list.port';
import { toProfileUpdate } from '../../../src/domain/profile/profile-rules';
import { HttpAuthGateway } from '../../../src/infrastructure/http/auth/http-auth-gateway';
import { HttpWaitingList } from '../../../src/infrastructure/http/auth/http-waiting-list';
import { HttpBidRepository } from '../../../src/infrastructure/http/bids/http-bid-repository';
import { HttpLoadFormOptions } from '../../../src/infrastructure/http/create-job/http-load-form-options';
import { HttpLoadPublisher } from '../../../src/infrastructure/http/create-job/http-load-publisher';
import { HttpDashboardRepository } from '../../../src/infrastructure/http/dashboard/http-dashboard-repository';
import { HttpLoadRepository } from '../../../src/infrastructure/http/http-load-repository';
import { HttpProfileRepository } from '../../../src/infrastructure/http/profile/http-profile-repository';
import { HttpTripRepository } from '../../../src/infrastructure/http/trips/http-trip-repository';
import { toLoadCreateFormData } from '../../../src/infrastructure/http/create-job/load-create.serialization';
import { profileUpdateBody } from '../../../src/infrastructure/http/profile/profile.serialization';
import { multipartBytes } from '../../../src/infrastructure/http/multipart-upload';
import { pngFile } from '../../support/create-job/create-job-fakes';
import { CONTRACT_LOAD } from '../create-job/create-job-ports.contract';
import { NOT_ABORTED } from '../../support/signals';

/**
 * Every HTTP adapter over the API client, on one axios instance (the adapters used when VITE_API_BASE_URL is set).
 * Not here: the attachment download (a direct fetch of the file URL, no API client and no
 * token; its faults are in tests/contract/history) and the maps service (not the API).
 */
export interface HttpAdapters {
  readonly auth: AuthGateway;
  readonly waitingList: WaitingList;
  readonly loads: LoadRepository;
  readonly dashboard: DashboardRepository;
  readonly profile: ProfileRepository;
  readonly publisher: LoadPublisher;
  readonly formOptions: LoadFormOptions;
  readonly bids: BidRepository;
  readonly trips: TripRepository;
}

export function httpAdapters(http: AxiosInstance): HttpAdapters {
  return {
    auth: new HttpAuthGateway(http),
    waitingList: new HttpWaitingList(http),
    loads: new HttpLoadRepository(http),
    dashboard: new HttpDashboardRepository(http),
    profile: new HttpProfileRepository(http),
    publisher: new HttpLoadPublisher(http),
    formOptions: new HttpLoadFormOptions(http),
    bids: new HttpBidRepository(http),
    trips: new HttpTripRepository(http),
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
const PROFILE_FORM_BYTES = multipartBytes(
  await profileUpdateBody(toProfileUpdate(PROFILE_FORM, null)),
);
const CONTRACT_LOAD_BYTES = multipartBytes(
  await toLoadCreateFormData({ ...CONTRACT_LOAD, attachments: [pngFile()] }),
);

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One API call of the portal, as the fault matrix drives it. */
export interface FaultCall {
  /** Port and method, e.g. 'LoadRepository.listActive'. */
  readonly name: string;
  /** Its error area: the fallback text a failure must end in. */
  readonly area: ErrorArea;
  readonly method: HttpMethod;
  /** The path under the API base, as MSW matches it (`:id` for a path parameter). */
  readonly handlerPath: string;
  readonly invoke: (adapters: HttpAdapters) => Promise<unknown>;
  /** Requests the call makes after its own answer (a read-back), answered normally. */
  readonly followUps?: readonly {
    readonly method: HttpMethod;
    readonly path: string;
    readonly body: JsonBodyType;
  }[];
  /**
   * The call is made with nobody signed in (no token): the screens a signed-out visitor uses (the
   * auth screens, the landing page, /reset-password). Every fault that ends a session by default
   * must then be overridden.
   */
  readonly signedOut?: true;
  /** Faults (by name) whose documented outcome for this call differs from the default, and why. */
  readonly overrides?: Overrides;
  /**
   * A multipart call is given time for its body on top of the 15 s (a body of `uploadBytes` at
   * 1 Mbit/s); the other calls time out at 15 s.
   */
  readonly uploadBytes?: number;
}

type Overrides = Readonly<
  Record<string, { readonly outcome: FaultOutcome; readonly reason: string }>
>;

/** The faults whose default outcome is the logout: a 401 and the message 'Unauthenticated.'. */
export const SESSION_FAULTS: readonly string[] = FAULTS.filter(
  (f) => f.outcome.kind === 'unauthenticated',
).map((f) => f.name);

/**
 * Signed out, a 401 or 'Unauthenticated.' ends no session (there is none): it refuses the call.
 * 'Unauthenticated.' is the signal that a session ended (and the client's stand-in for a 401
 * without a body), not a reason a visitor can act on, so the area's fallback text shows.
 */
function refusedSignedOut(reason: string): Overrides {
  const outcome: FaultOutcome = { kind: 'unauthenticated', text: 'fallback' };
  return Object.fromEntries(SESSION_FAULTS.map((name) => [name, { outcome, reason }]));
}

/** A 2xx JSON answer of another shape, for a call that reads nothing it needs from the answer. */
function acceptedOtherShape(reason: string): Overrides {
  return { [OTHER_SHAPE_FAULT]: { outcome: { kind: 'success', text: 'accepted' }, reason } };
}

const SIGNED_OUT_SCREEN =
  'the auth screens (/login, /signup, /forgot-password, /email-verification) are for signed-out visitors, so there is no session for a 401 to end';
const ANSWER_READS_MESSAGE_ONLY =
  'the call reads only its message and the screen shows its own success text, so a JSON answer that refuses nothing has done the job';

const JOINED =
  "the call reads only its message and the form shows 'Thank you for joining our Beta Tester waiting list!', so a JSON answer that refuses nothing has joined";

const WAITING_LIST_JOIN: Omit<FaultCall, 'name'> = {
  area: 'waitingList',
  method: 'post',
  handlerPath: '/join-platform-mail-send',
  invoke: ({ waitingList }) => waitingList.join({ name: 'Bea Tester', email: 'bea@tester.test' }),
};

const RESET_PASSWORD: Omit<FaultCall, 'name'> = {
  area: 'resetPassword',
  method: 'post',
  handlerPath: '/reset-password',
  invoke: ({ auth }) =>
    auth.resetPassword({
      token: 'reset-token-1',
      email: 'demo@shipper.test',
      password: 'NewPass99',
      passwordConfirmation: 'NewPass99',
    }),
};

/**
 * One entry per call the portal makes through the API client (20: every API call but
 * GET /examples, which the portal never calls), plus the two calls
 * of screens open both signed in and out (the landing page's waiting list and /reset-password)
 * once more signed in, where a 401 is the logout.
 */
export const FAULT_CALLS: readonly FaultCall[] = [
  {
    name: 'AuthGateway.signIn',
    area: 'signIn',
    method: 'post',
    handlerPath: '/signin',
    invoke: ({ auth }) => auth.signIn({ email: 'demo@shipper.test', password: 'Demo1234' }),
    signedOut: true,
    overrides: refusedSignedOut(
      `${SIGNED_OUT_SCREEN}; a 401 on /signin is a refused sign-in (a wrong password), ending in 'Sign in failed' unless the server gives its reason`,
    ),
  },
  {
    name: 'AuthGateway.signUp',
    area: 'signUp',
    method: 'post',
    handlerPath: '/signup',
    invoke: ({ auth }) =>
      auth.signUp({
        firstName: 'Sam',
        lastName: 'Carter',
        email: 'sam@carter.test',
        password: 'Fresh123',
        passwordConfirmation: 'Fresh123',
        phoneNumber: '0770090012',
        businessType: 'Retail',
        businessDescription: 'Furniture',
        address: '1 Wellington Place, Leeds',
      }),
    signedOut: true,
    overrides: {
      ...refusedSignedOut(`${SIGNED_OUT_SCREEN}; a 401 on /signup refuses the new account`),
      ...acceptedOtherShape(
        'sign-up success does not sign in, so neither data nor access_token is used; a JSON answer that refuses nothing has created the account and the verify view follows',
      ),
    },
  },
  {
    name: 'AuthGateway.sendOtp',
    // The verify view's Resend is the portal's one sender of codes (once its countdown ends).
    area: 'resendOtp',
    method: 'post',
    handlerPath: '/email/send-otp',
    invoke: ({ auth }) => auth.sendOtp('sam@carter.test'),
    signedOut: true,
    overrides: {
      ...refusedSignedOut(`${SIGNED_OUT_SCREEN}; a 401 on /email/send-otp refuses the resend`),
      ...acceptedOtherShape(ANSWER_READS_MESSAGE_ONLY),
    },
  },
  {
    name: 'AuthGateway.verifyOtp',
    area: 'verifyOtp',
    method: 'post',
    handlerPath: '/email/verify-otp',
    invoke: ({ auth }) => auth.verifyOtp('sam@carter.test', '1234'),
    signedOut: true,
    overrides: {
      ...refusedSignedOut(
        `${SIGNED_OUT_SCREEN}; a 401 on /email/verify-otp refuses the code, ending in 'OTP verification failed'`,
      ),
      ...acceptedOtherShape(
        'the call reads message, data and access_token, each possibly absent (the verify port allows no user and no token): a JSON answer that refuses nothing verifies, and the portal then signs in with the saved password',
      ),
    },
  },
  {
    name: 'AuthGateway.requestPasswordReset',
    area: 'forgotPassword',
    method: 'post',
    handlerPath: '/forgot-password',
    invoke: ({ auth }) =>
      auth.requestPasswordReset('demo@shipper.test', 'https://portal.bidhaul.test'),
    signedOut: true,
    overrides: {
      ...refusedSignedOut(`${SIGNED_OUT_SCREEN}; a 401 on /forgot-password refuses the request`),
      ...acceptedOtherShape(ANSWER_READS_MESSAGE_ONLY),
    },
  },
  {
    ...RESET_PASSWORD,
    name: 'AuthGateway.resetPassword',
    signedOut: true,
    overrides: {
      ...refusedSignedOut(
        '/reset-password is opened from the e-mailed link, normally signed out; a 401 there refuses the reset token, not a session',
      ),
      ...acceptedOtherShape(ANSWER_READS_MESSAGE_ONLY),
    },
  },
  {
    ...RESET_PASSWORD,
    name: 'AuthGateway.resetPassword, signed in',
    overrides: acceptedOtherShape(ANSWER_READS_MESSAGE_ONLY),
  },
  {
    ...WAITING_LIST_JOIN,
    name: 'WaitingList.join',
    signedOut: true,
    overrides: {
      ...refusedSignedOut(
        "the landing page's waiting list is for visitors, mostly signed out; a 401 there ends no session and shows 'An error occurred. Please try again.'",
      ),
      ...acceptedOtherShape(JOINED),
    },
  },
  {
    ...WAITING_LIST_JOIN,
    name: 'WaitingList.join, signed in',
    overrides: acceptedOtherShape(JOINED),
  },
  {
    name: 'LoadRepository.listActive',
    area: 'activeLoads',
    method: 'get',
    handlerPath: '/customer/active-loads',
    invoke: ({ loads }) => loads.listActive(NOT_ABORTED),
  },
  {
    name: 'LoadRepository.search',
    area: 'customerLoads',
    method: 'post',
    handlerPath: '/customer/loads/list',
    invoke: ({ loads }) => loads.search({ signal: NOT_ABORTED, q: 'Leeds', page: 2, perPage: 10 }),
  },
  {
    name: 'LoadRepository.details',
    area: 'loadDetails',
    method: 'post',
    handlerPath: '/customer/loads/detail',
    invoke: ({ loads }) => loads.details(10412, NOT_ABORTED),
  },
  {
    name: 'DashboardRepository.get',
    area: 'dashboard',
    method: 'get',
    handlerPath: '/customer/dashboard',
    invoke: ({ dashboard }) => dashboard.get(NOT_ABORTED),
  },
  {
    name: 'ProfileRepository.get',
    area: 'profileDetails',
    method: 'get',
    handlerPath: '/customer/profile/detail',
    invoke: ({ profile }) => profile.get(NOT_ABORTED),
  },
  {
    name: 'ProfileRepository.update',
    area: 'updateProfile',
    method: 'post',
    handlerPath: '/customer/profile/update',
    invoke: ({ profile }) =>
      profile.update(toProfileUpdate(PROFILE_FORM, null), { signal: NOT_ABORTED }),
    uploadBytes: PROFILE_FORM_BYTES,
    followUps: [{ method: 'get', path: '/customer/profile/detail', body: { data: PROFILE_DTO } }],
    overrides: {
      [OTHER_SHAPE_FAULT]: {
        outcome: { kind: 'success', text: 'read back' },
        reason:
          'the update answers "success or error message"; a JSON answer that refuses nothing is a save, and the saved profile is read back',
      },
    },
  },
  {
    name: 'LoadPublisher.publish',
    area: 'createLoad',
    method: 'post',
    handlerPath: '/customer/loads/store',
    invoke: ({ publisher }) =>
      publisher.publish(
        { ...CONTRACT_LOAD, attachments: [pngFile()] },
        { signal: NOT_ABORTED, idempotencyKey: 'contract-key' },
      ),
    uploadBytes: CONTRACT_LOAD_BYTES,
    overrides: acceptedOtherShape(
      'the call reads data and errors: an answer without errors refuses nothing, and a published load whose id the server does not send is still published (its id is null, the active loads refresh shows it)',
    ),
  },
  {
    name: 'LoadFormOptions.vehicles',
    area: 'vehicles',
    method: 'get',
    handlerPath: '/vehicles',
    invoke: ({ formOptions }) => formOptions.vehicles(NOT_ABORTED),
  },
  {
    name: 'LoadFormOptions.loadTypes',
    area: 'dropdowns',
    method: 'get',
    handlerPath: '/common/loads/dropdowns',
    invoke: ({ formOptions }) => formOptions.loadTypes(NOT_ABORTED),
  },
  {
    name: 'BidRepository.list',
    area: 'bids',
    method: 'get',
    handlerPath: '/loads/:id/bids',
    invoke: ({ bids }) => bids.list(10412, { signal: NOT_ABORTED, page: 2 }),
  },
  {
    name: 'BidRepository.accept',
    area: 'acceptBid',
    method: 'post',
    handlerPath: '/bids/:id/accept',
    invoke: ({ bids }) => bids.accept(7, 'Proceed'),
    overrides: acceptedOtherShape(
      'accepting marks the bid locally and refreshes, and the server bid in data overrides the mark only when it is one; a JSON answer that refuses nothing has accepted',
    ),
  },
  {
    name: 'BidRepository.reject',
    area: 'rejectBid',
    method: 'post',
    handlerPath: '/bids/:id/reject',
    invoke: ({ bids }) => bids.reject(7, 'Too high for this route'),
    overrides: acceptedOtherShape(
      'rejecting marks the bid locally and refreshes, and the server bid in data overrides the mark only when it is one; a JSON answer that refuses nothing has rejected',
    ),
  },
  {
    name: 'TripRepository.list',
    area: 'trips',
    method: 'get',
    handlerPath: '/customer/my-trips',
    invoke: ({ trips }) => trips.list(NOT_ABORTED),
  },
];
