import { reaction } from 'mobx';
import { userKey } from '../../../domain/auth/user';
import type { ImportStore, KeptImport } from '../../../application/ports/import-store.port';
import type { SessionStore } from '../../../application/ports/session-store.port';
import type { ImportPublishing } from './import-publishing';
import type { ImportSheet } from './import-sheet';

export interface KeptImportStores {
  readonly store: ImportStore;
  readonly session: SessionStore;
}

export interface KeptImportHooks {
  /** Whether a kept import may be taken up: not over a sheet already read. */
  readonly canRestore: () => boolean;
  readonly restore: (kept: KeptImport) => void;
  /** The import as it stands, to keep; null when there is none. */
  readonly snapshot: () => KeptImport | null;
}

/**
 * Takes up the import its user left (a reload, an expired session) and keeps it as it changes,
 * until the returned stop is called.
 */
export function keepImport(stores: KeptImportStores, hooks: KeptImportHooks): () => void {
  const owner = ownerOf(stores.session);
  const kept = owner && hooks.canRestore() ? stores.store.read(owner) : null;
  if (kept) hooks.restore(kept);
  return reaction(hooks.snapshot, (snapshot) => {
    // Only for the user it belongs to: another may have signed in meanwhile.
    if (!owner || ownerOf(stores.session) !== owner) return;
    if (snapshot) stores.store.write(owner, snapshot);
    else stores.store.clear(owner);
  });
}

/** The import as it stands, to keep; null when there is no sheet. */
export function keptImportOf(input: ImportSheet, publishing: ImportPublishing): KeptImport | null {
  const sheet = input.sheet;
  if (!sheet) return null;
  return {
    headers: sheet.headers,
    rows: sheet.rows,
    mapping: input.mapping,
    edits: input.edits,
    paused: publishing.paused,
    jobs: publishing.kept,
  };
}

function ownerOf(session: SessionStore): string | null {
  const user = session.current().user;
  return user ? userKey(user) : null;
}
