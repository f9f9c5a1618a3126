import { createHash } from 'node:crypto';
import { AppError } from '../../src/domain/shared/app-error';
import type { MultipartForm } from '../http/request-fields';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * Decisions S5: a publish carries an `Idempotency-Key`, the same on a retry of the same publish.
 * The first call with a key (per user) does the work; a repeat gets the first answer again, even
 * while the first is still running, and never a second load. A failed first call leaves the key
 * free, so the retry can succeed. Reusing a key for a different payload is refused.
 */
export class IdempotencyKeys<T> {
  private readonly calls = new Map<string, { fingerprint: string; answer: Promise<T> }>();

  async once(
    scope: string,
    key: string,
    fingerprint: string,
    work: () => Promise<T>,
  ): Promise<{ answer: T; replayed: boolean }> {
    if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
      throw AppError.server('The Idempotency-Key header must be 1 to 255 visible characters.', 400);
    }
    const id = `${scope}\n${key}`;
    const first = this.calls.get(id);
    if (first) {
      if (first.fingerprint !== fingerprint) {
        throw AppError.server('This Idempotency-Key was already used for a different load.', 422);
      }
      return { answer: await first.answer, replayed: true };
    }
    const answer = work();
    this.calls.set(id, { fingerprint, answer });
    try {
      return { answer: await answer, replayed: false };
    } catch (error) {
      this.calls.delete(id);
      throw error;
    }
  }

  clear(): void {
    this.calls.clear();
  }
}

/** What makes two payloads the same publish: every text field and every file's bytes. */
export async function fingerprintOf({ fields, files }: MultipartForm): Promise<string> {
  const hash = createHash('sha256');
  for (const [key, value] of Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`${key}=${value}\n`);
  }
  for (const file of files) {
    hash
      .update(`${file.name};${file.type};${file.size}\n`)
      .update(new Uint8Array(await file.arrayBuffer()));
  }
  return hash.digest('hex');
}
