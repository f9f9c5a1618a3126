/**
 * The demo marketplace's persisted state, so it survives a reload, under one versioned, namespaced
 * localStorage key. It stands in for the server's database; the portal's own keys stay `token`,
 * `user` and `resetPasswordEmail`.
 */
export const DEMO_STORAGE_KEY = 'bidhaul:demo-marketplace';
/**
 * Bump when a stored field changes its meaning or shape. A stored state of the version before is
 * migrated (demo-migrations.ts), keeping its data; any other version is replaced by a new seed.
 * A collection added to the state needs no bump: a stored state without it gets it empty.
 */
export const DEMO_STATE_VERSION = 4;

/**
 * A password as the demo store keeps it: PBKDF2 over HMAC-SHA-256 (Web Crypto), with a random
 * salt of its own; salt and hash in base64. The iteration count is stored with it, so a later
 * change of the count still checks the passwords hashed before.
 */
export interface DemoPasswordHash {
  algorithm: 'PBKDF2-SHA-256';
  iterations: number;
  salt: string;
  hash: string;
}

export interface DemoUser {
  id: number;
  email: string;
  /**
   * Never the password itself (localStorage outlives Sign Out). Null: no password can match, as
   * after the migration from plain passwords; the account sets a new one through a reset link.
   */
  passwordHash: DemoPasswordHash | null;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  address: string;
  businessType: string;
  businessDescription: string;
  /** A data: URL or a bundled asset path. */
  photoUrl: string | null;
  verified: boolean;
  roleId: number;
  createdAt: string;
}

export interface DemoAuthToken {
  token: string;
  userId: number;
  createdAt: string;
  /**
   * On the wall clock (not the demo clock), 12 hours after sign-in. Absent (a test's own token):
   * 12 hours after `createdAt`.
   */
  expiresAt?: string;
}

/**
 * The live verification code of one address. A new code replaces it but keeps `attempts` (wrong
 * tries are counted per address, not per code) and `sentAt`.
 */
export interface DemoOtp {
  email: string;
  code: string;
  /** On the demo clock, 10 minutes after it was sent. */
  expiresAt: string;
  /** Wrong tries at this address's codes since its sign-up (or its last password reset). */
  attempts: number;
  used: boolean;
  /** When codes were sent to the address in the last hour (wall clock), oldest first. */
  sentAt: string[];
}

/** Failed sign-ins of one address (normalised), which lock it for a while at the limit. */
export interface DemoSignInFailures {
  email: string;
  /** Failures since the last successful sign-in or the end of the last lock. */
  count: number;
  /** Wall clock. */
  lastFailedAt: string;
  /** Wall clock; null when not locked. */
  lockedUntil: string | null;
}

export interface DemoResetToken {
  token: string;
  email: string;
  expiresAt: string;
  used: boolean;
}

export interface DemoEmail {
  id: number;
  to: string;
  subject: string;
  /** Plain text; rendered as text. */
  body: string;
  link: { label: string; href: string } | null;
  sentAt: string;
}

export interface DemoPlace {
  address: string;
  lat: number;
  lng: number;
  city: string;
  region: string;
  postcode: string;
}

/** A driver (role 4) or a courier company (role 2 or 3) that bids. */
export interface DemoCarrier {
  id: number;
  name: string;
  roleId: 2 | 3 | 4;
  phone: string;
  email: string;
  rating: number;
  ratingCount: number;
  vehicleId: number;
  registrationNumber: string;
  /** Operates inside the customer's preferred network; others bid only when external drivers are allowed. */
  inNetwork: boolean;
  home: { lat: number; lng: number };
}

export interface DemoVehicle {
  id: number;
  name: string;
  typeLabel: string;
  loadCapacity: number;
}

export interface DemoLoadType {
  id: number;
  name: string;
}

export interface DemoAttachment {
  id: number;
  name: string;
  mimeType: string;
  size: number;
  /** data: URL of the real file. */
  dataUrl: string;
}

export type DemoLoadStatus = 'pending' | 'assigned' | 'in_progress' | 'completed' | 'cancelled';
export type DemoJobStatus =
  '' | 'pending' | 'assigned' | 'picked_up' | 'en_route' | 'in_transit' | 'delivered' | 'cancelled';

export interface DemoTrip {
  reference: string;
  scheduledAt: string;
  startedAt: string | null;
  /** When the simulated driver reaches the delivery address. */
  arrivesAt: string | null;
  completedAt: string | null;
  /** 0..1 along the route. */
  progress: number;
}

export interface DemoLoad {
  id: number;
  loadNo: string;
  ownerId: number;
  createdAt: string;
  pickup: DemoPlace;
  delivery: DemoPlace;
  pickupDate: string;
  pickupTime: string;
  deliveryDate: string | null;
  deliveryTime: string | null;
  weightKg: number;
  itemCount: number;
  loadTypeId: number | null;
  vehicleId: number | null;
  instructions: string;
  isAuto: boolean;
  allowExternal: boolean;
  attachments: DemoAttachment[];
  status: DemoLoadStatus;
  jobStatus: DemoJobStatus;
  cancelReason: string | null;
  assignedCarrierId: number | null;
  acceptedBidId: number | null;
  trip: DemoTrip | null;
  priority: string | null;
  /** The idempotency key the load was published with; a publish repeating it creates nothing. */
  publishKey?: string;
  /** What that publish sent, so the key cannot be reused for another load. */
  publishFingerprint?: string;
  /** Bids the simulation still has to place: carrier and when (ISO). */
  pendingBids: { carrierId: number; at: string; amount: number; note: string | null }[];
}

export type DemoBidStatus = 'pending' | 'accepted' | 'rejected';

export interface DemoBid {
  id: number;
  loadId: number;
  carrierId: number;
  amount: number;
  currencySymbol: string;
  status: DemoBidStatus;
  note: string | null;
  placedAt: string;
  acceptedAt: string | null;
  rejectedAt: string | null;
  decisionNote: string | null;
}

export interface DemoState {
  version: number;
  seededAt: string;
  nextId: number;
  users: DemoUser[];
  tokens: DemoAuthToken[];
  otps: DemoOtp[];
  signInFailures: DemoSignInFailures[];
  resetTokens: DemoResetToken[];
  emails: DemoEmail[];
  waitlist: { name: string; email: string; at: string }[];
  vehicles: DemoVehicle[];
  loadTypes: DemoLoadType[];
  carriers: DemoCarrier[];
  loads: DemoLoad[];
  bids: DemoBid[];
  /**
   * When the simulation next has work (ISO), as planned by whichever tab changed the state last;
   * null when nothing is pending, absent until the simulation first ran. Stored with the data so
   * that every tab plans its timer from the same schedule and one that merely hears of another
   * tab's change never has to write.
   */
  simulationDueAt?: string | null;
  /**
   * The id of the newest e-mail the Demo inbox has shown: those after it are unread. Absent (a
   * fresh seed, or a state stored before it was kept) while the inbox has not been opened.
   */
  inboxReadUpTo?: number;
}

type CollectionName = {
  [K in keyof DemoState]-?: NonNullable<DemoState[K]> extends unknown[] ? K : never;
}[keyof DemoState];

/**
 * Every list the state holds. The compiler asks for a new one here, and a stored state written
 * before it existed reads it as empty, so adding a kind of record to the demo needs no migration.
 */
export const COLLECTIONS: Record<CollectionName, true> = {
  users: true,
  tokens: true,
  otps: true,
  signInFailures: true,
  resetTokens: true,
  emails: true,
  waitlist: true,
  vehicles: true,
  loadTypes: true,
  carriers: true,
  loads: true,
  bids: true,
};
