import { when } from 'mobx';
import type { ImportStore, KeptImport } from '../../../src/application/ports/import-store.port';
import type { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import type { FileSaver } from '../../../src/application/ports/file-saver.port';
import { ImportJobsPresenter } from '../../../src/presentation/screens/import-jobs/import-jobs.presenter';
import { readSheet } from '../../../src/presentation/screens/import-jobs/sheet-reader';
import { PublishImportedLoad } from '../../../src/application/create-job/publish-imported-load.use-case';
import { ResolveImportAddress } from '../../../src/application/create-job/resolve-import-address.use-case';
import { OfflineAddressLookup } from '../../../src/infrastructure/maps/offline/offline-address-lookup';
import {
  FakeOptions,
  FakePublisher,
  signedInSession,
} from '../../support/create-job/create-job-fakes';

export const NOW = new Date(2026, 10, 29, 10, 0);

/** A day from NOW as DD-MM-YYYY. */
export function dayFromNow(days: number): string {
  const d = new Date(NOW.getFullYear(), NOW.getMonth(), NOW.getDate() + days);
  return `${String(d.getDate()).padStart(2, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${d.getFullYear()}`;
}

/** Files the presenter saves, as text. */
export class RecordingSaver implements FileSaver {
  readonly saved: { name: string; text: Promise<string> }[] = [];
  save(blob: Blob, fileName: string): void {
    this.saved.push({ name: fileName, text: blob.text() });
  }
}

/**
 * The import over the offline gazetteer, papaparse, a fake publisher, a fixed clock and kept
 * imports in a Map. A second harness given the first's `kept` and `session` is the same user
 * coming back (a reload).
 */
export function importHarness(
  from: { kept?: MemoryImportStore; session?: LocalStorageSessionStore } = {},
) {
  const publisher = new FakePublisher();
  const options = new FakeOptions();
  const files = new RecordingSaver();
  const kept = from.kept ?? new MemoryImportStore();
  const session = from.session ?? signedInSession();
  let keys = 0;
  const presenter = new ImportJobsPresenter({
    options,
    resolveAddress: new ResolveImportAddress(new OfflineAddressLookup()),
    publishRow: new PublishImportedLoad(publisher, session),
    clock: { now: () => NOW },
    files,
    store: kept,
    session,
    loadReader: async () => readSheet,
    newKey: () => `key-${from.kept ? 'b' : 'a'}${(keys += 1)}`,
  });
  return { presenter, publisher, options, files, kept, session };
}

/** Kept imports in a Map, as the port describes them. */
export class MemoryImportStore implements ImportStore {
  readonly imports = new Map<string, KeptImport>();
  read(owner: string): KeptImport | null {
    return this.imports.get(owner) ?? null;
  }
  write(owner: string, kept: KeptImport): boolean {
    this.imports.set(owner, kept);
    return true;
  }
  clear(owner: string): void {
    this.imports.delete(owner);
  }
}

/**
 * Until every row is checked (every address looked up has its answer), watched as a view watches
 * it: each row's check is then computed once per change, not on every look.
 */
export async function settled(presenter: ImportJobsPresenter): Promise<void> {
  await when(() => presenter.checkingCount === 0, { timeout: 5_000 });
}
