import type {
  ImportStore,
  KeptImport,
  KeptJob,
  KeptOutcome,
} from '../../application/ports/import-store.port';
import { IMPORT_COLUMNS, type ImportColumn } from '../../domain/load/import/import-columns';
import { sheetSizeProblem } from '../../domain/load/import/import-sheet';
import type { LoadStop, NewLoad } from '../../domain/load/new-load';
import { isRecord } from '../../lib/is-record';
import { placeFrom } from './local-storage-draft-store';
import { PortalItem, portalKey, type BrowserStorage } from './portal-storage';

const IMPORT_VERSION = 1;

/** One per user, under the portal prefix: sign-out removes it with every other kept item. */
export function importKeyFor(owner: string): string {
  return portalKey('import', owner);
}

/**
 * Imports in localStorage, one key per user. A missing, foreign or damaged item is no import, and
 * so is one larger than an import may be (it would freeze the screen on every visit). Storage that
 * refuses a write leaves the import working, unkept, and says so.
 */
export class LocalStorageImportStore extends PortalItem<KeptImport> implements ImportStore {
  constructor(storage: BrowserStorage | null) {
    super(storage, importKeyFor, importFrom);
  }

  write(owner: string, kept: KeptImport): boolean {
    if (this.keep(owner, { version: IMPORT_VERSION, ...kept })) return true;
    // An older copy would come back on the next visit as if it were this import, so it goes too.
    this.clear(owner);
    return false;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isColumn = (value: unknown): value is ImportColumn =>
  (IMPORT_COLUMNS as readonly unknown[]).includes(value);

function importFrom(value: unknown): KeptImport | null {
  if (!isRecord(value) || value.version !== IMPORT_VERSION) return null;
  const { headers, rows, mapping, edits, jobs } = value;
  if (!Array.isArray(headers) || !headers.every(isText)) return null;
  if (!Array.isArray(rows) || !rows.every((r) => Array.isArray(r) && r.every(isText))) return null;
  if (sheetSizeProblem(headers, rows)) return null;
  if (!Array.isArray(mapping) || !mapping.every((m) => m === null || isColumn(m))) return null;
  if (!isRecord(edits)) return null;
  const keptEdits: Record<number, Partial<Record<ImportColumn, string>>> = {};
  for (const [row, cells] of Object.entries(edits)) {
    if (!isRecord(cells)) return null;
    const kept: Partial<Record<ImportColumn, string>> = {};
    for (const [column, text] of Object.entries(cells)) {
      if (isColumn(column) && isText(text)) kept[column] = text;
    }
    keptEdits[Number(row)] = kept;
  }
  let keptJobs: KeptJob[] | null = null;
  if (jobs !== null) {
    if (!Array.isArray(jobs)) return null;
    keptJobs = [];
    for (const job of jobs) {
      const kept = jobFrom(job);
      if (!kept) return null;
      keptJobs.push(kept);
    }
  }
  return {
    headers,
    rows,
    mapping: mapping as (ImportColumn | null)[],
    edits: keptEdits,
    jobs: keptJobs,
    paused: value.paused === true,
  };
}

function jobFrom(value: unknown): KeptJob | null {
  if (!isRecord(value) || typeof value.row !== 'number') return null;
  const load = loadFrom(value.load);
  if (!load) return null;
  const key = isText(value.key) && value.key !== '' ? value.key : null;
  return { row: value.row, load, key, outcome: outcomeFrom(value.outcome) };
}

function outcomeFrom(value: unknown): KeptOutcome | null {
  if (!isRecord(value)) return null;
  if (value.kind === 'failed' && isText(value.message)) {
    return { kind: 'failed', message: value.message };
  }
  if (value.kind === 'unconfirmed') return { kind: 'unconfirmed' };
  const published = value.published;
  if (value.kind !== 'published' || !isRecord(published)) return null;
  const id = typeof published.id === 'number' ? published.id : null;
  const loadNo = isText(published.loadNo) ? published.loadNo : null;
  return { kind: 'published', published: { id, loadNo } };
}

function stopFrom(value: unknown): LoadStop | null {
  if (!isRecord(value) || !isText(value.address)) return null;
  return { address: value.address, place: placeFrom(value.place) };
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The load as planned; an import's loads carry no files. */
function loadFrom(value: unknown): NewLoad | null {
  if (!isRecord(value)) return null;
  const pickup = stopFrom(value.pickup);
  const delivery = stopFrom(value.delivery);
  const weightKg = numberOrNull(value.weightKg);
  const itemCount = numberOrNull(value.itemCount);
  const type = value.loadType;
  const loadType =
    isRecord(type) && typeof type.id === 'number' && isText(type.name)
      ? { id: type.id, name: type.name }
      : null;
  if (
    (value.mode !== 'auto' && value.mode !== 'manual') ||
    !pickup ||
    !delivery ||
    !isText(value.pickupDate) ||
    !isText(value.pickupTime) ||
    weightKg === null ||
    itemCount === null
  ) {
    return null;
  }
  return {
    mode: value.mode,
    pickup,
    delivery,
    pickupDate: value.pickupDate,
    pickupTime: value.pickupTime,
    deliveryDate: isText(value.deliveryDate) ? value.deliveryDate : null,
    deliveryTime: isText(value.deliveryTime) ? value.deliveryTime : null,
    weightKg,
    itemCount,
    instructions: isText(value.instructions) ? value.instructions : '',
    loadType,
    vehicleId: numberOrNull(value.vehicleId),
    allowExternalDrivers: value.allowExternalDrivers === true,
    attachments: [],
  };
}
