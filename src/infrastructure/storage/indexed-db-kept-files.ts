import type { UseStore } from 'idb-keyval';
import type { KeptFiles } from '../../application/ports/kept-files.port';
import type { StoredWork } from '../../application/ports/stored-work.port';
import type { UploadFile } from '../../domain/shared/upload';

/** A file as IndexedDB keeps it: its bytes, so it clones in every browser (and in tests). */
interface StoredFile {
  readonly name: string;
  readonly type: string;
  readonly lastModified: number;
  readonly bytes: ArrayBuffer;
}

/** idb-keyval, a small well-kept wrapper over IndexedDB: fetched the first time files are kept. */
const idb = () => import('idb-keyval');

/**
 * Kept files in IndexedDB (localStorage holds text only, and too little of it). Every failure
 * (private mode, no IndexedDB, a full disk) reads as "this browser cannot keep files": the form
 * then names the files to attach again instead. Operations run one after another, in the order
 * they were asked, so a load after a sign-out's clearing never sees what was cleared.
 */
export class IndexedDbKeptFiles implements KeptFiles, StoredWork {
  private store: UseStore | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly available: () => boolean = () => typeof indexedDB !== 'undefined') {}

  save(key: string, files: readonly UploadFile[]): Promise<boolean> {
    return this.inTurn(() => this.write(key, files));
  }

  load(key: string): Promise<UploadFile[] | null> {
    return this.inTurn(() => this.read(key));
  }

  remove(key: string): Promise<void> {
    return this.inTurn(() => this.removeWhere((k) => k === key));
  }

  clearAll(): void {
    void this.inTurn(() => this.removeWhere(() => true));
  }

  keepOnly(owner: string): void {
    void this.inTurn(() => this.removeWhere((key) => !key.startsWith(`${owner}/`)));
  }

  private inTurn<T>(operation: () => Promise<T>): Promise<T> {
    const result = this.queue.then(operation);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private async write(key: string, files: readonly UploadFile[]): Promise<boolean> {
    try {
      const db = await this.db();
      if (!db) return false;
      const { del, set } = await idb();
      if (!files.length) await del(key, db);
      else await set(key, await Promise.all(files.map(toStored)), db);
      return true;
    } catch {
      return false;
    }
  }

  private async read(key: string): Promise<UploadFile[] | null> {
    try {
      const db = await this.db();
      if (!db) return null;
      const { get } = await idb();
      const stored = await get<StoredFile[]>(key, db);
      return (stored ?? []).map(
        (f) => new File([f.bytes], f.name, { type: f.type, lastModified: f.lastModified }),
      );
    } catch {
      return null;
    }
  }

  private async removeWhere(shouldGo: (key: string) => boolean): Promise<void> {
    try {
      const db = await this.db();
      if (!db) return;
      const { delMany, keys } = await idb();
      const all = await keys<string>(db);
      await delMany(all.filter(shouldGo), db);
    } catch {
      // Nothing kept, or nothing that can be reached: nothing to remove.
    }
  }

  private async db(): Promise<UseStore | null> {
    if (!this.available()) return null;
    this.store ??= (await idb()).createStore('bidhaul-portal', 'kept-files');
    return this.store;
  }
}

async function toStored(file: UploadFile): Promise<StoredFile> {
  const lastModified = 'lastModified' in file && typeof file.lastModified === 'number' ? file.lastModified : Date.now();
  return { name: file.name, type: file.type, lastModified, bytes: await file.slice().arrayBuffer() };
}
