/**
 * Work a user was in the middle of, kept on this device so that an expired session loses
 * nothing: the Create Job draft, unsaved profile edits, the files attached to them. It belongs to
 * one user at a time.
 */
export interface StoredWork {
  /** Forgets everyone's work (a deliberate sign-out). */
  clearAll(): void;
  /** Forgets the work of everyone but `owner` (another user signed in). */
  keepOnly(owner: string): void;
}
