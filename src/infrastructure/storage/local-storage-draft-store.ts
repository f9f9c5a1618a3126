import type { DraftStore, LoadDraft } from '../../application/ports/draft-store.port';
import type { LoadFormValues } from '../../domain/load/load-form-rules';
import type { LoadMode, LoadPlace } from '../../domain/load/new-load';
import { isRecord } from '../../lib/is-record';
import { PortalItem, portalKey, type BrowserStorage } from './portal-storage';

const DRAFT_VERSION = 1;

/** One per user, under the portal prefix: sign-out removes it with every other kept item. */
export function draftKeyFor(owner: string): string {
  return portalKey('create-job-draft', owner);
}

/**
 * Create Job drafts in localStorage, one key per user. A missing, foreign or damaged item is no
 * draft; storage that refuses a write leaves the form working.
 */
export class LocalStorageDraftStore extends PortalItem<LoadDraft> implements DraftStore {
  constructor(storage: BrowserStorage | null) {
    super(storage, draftKeyFor, draftFrom);
  }

  write(owner: string, draft: LoadDraft): void {
    // Full or private storage: the draft is simply not kept.
    this.keep(owner, { version: DRAFT_VERSION, ...draft });
  }
}

function draftFrom(value: unknown): LoadDraft | null {
  if (!isRecord(value) || value.version !== DRAFT_VERSION || !isRecord(value.values)) return null;
  const mode: LoadMode | null =
    value.mode === 'auto' || value.mode === 'manual' ? value.mode : null;
  const v = value.values;
  const values: LoadFormValues = {
    pickupAddress: text(v.pickupAddress),
    pickupPlace: placeFrom(v.pickupPlace),
    pickupChosen: v.pickupChosen === true,
    deliveryAddress: text(v.deliveryAddress),
    deliveryPlace: placeFrom(v.deliveryPlace),
    deliveryChosen: v.deliveryChosen === true,
    pickupDate: text(v.pickupDate),
    pickupTime: text(v.pickupTime),
    deliveryDate: text(v.deliveryDate),
    deliveryTime: text(v.deliveryTime),
    weight: text(v.weight),
    itemCount: text(v.itemCount),
    loadTypeId: id(v.loadTypeId),
    vehicleId: id(v.vehicleId),
    instructions: text(v.instructions),
  };
  const savedAt = typeof value.savedAt === 'string' ? value.savedAt : new Date(0).toISOString();
  const publishKey =
    typeof value.publishKey === 'string' && value.publishKey ? value.publishKey : null;
  const attachmentNames = Array.isArray(value.attachmentNames)
    ? value.attachmentNames.filter((name): name is string => typeof name === 'string')
    : [];
  return { mode, values, publishKey, attachmentNames, savedAt };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function id(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** A kept place (the draft's, an import's), or null when it is not one. */
export function placeFrom(value: unknown): LoadPlace | null {
  if (!isRecord(value)) return null;
  const { latitude, longitude } = value;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return {
    latitude,
    longitude,
    cityName: text(value.cityName),
    stateName: text(value.stateName),
    zipcode: text(value.zipcode),
  };
}
