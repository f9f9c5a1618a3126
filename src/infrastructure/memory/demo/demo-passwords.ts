import { AppError } from '../../../domain/shared/app-error';
import type { DemoPasswordHash } from './demo-state';

/**
 * Demo passwords, kept as PBKDF2-HMAC-SHA-256 hashes through Web Crypto (`crypto.subtle`, in every
 * browser on a secure page and in Node 20).
 *
 * 100,000 iterations: one hash took 0.17 s in Node 20 on the project's busy two-core machine;
 * on a mid-range phone's browser (native Web Crypto, a slower core) expect a few tenths of a
 * second, paid once per sign-in, sign-up or reset, so the demo stays quick where it is shown most.
 * That is ten times NIST SP 800-63B's floor of 10,000, and every guess at a hash read out of the
 * browser's storage costs as much. OWASP's 600,000 for a server's database would cost a phone a
 * second or more per sign-in, to protect demo accounts kept on the user's own device. The count
 * is stored with each hash, so raising it later leaves the older hashes checkable.
 */
export const PASSWORD_ITERATIONS = 100_000;
export const PASSWORD_SALT_BYTES = 16;
const HASH_BITS = 256;

/** The hash of `password` with `salt` (and the iterations given, the current count by default). */
export async function hashPassword(
  password: string,
  salt: Uint8Array,
  iterations = PASSWORD_ITERATIONS,
): Promise<DemoPasswordHash> {
  return {
    algorithm: 'PBKDF2-SHA-256',
    iterations,
    salt: toBase64(salt),
    hash: toBase64(await pbkdf2(password, salt, iterations)),
  };
}

/**
 * The hash `password` would have under `record`'s salt and iterations (base64), to compare with
 * `record.hash` by `sameHash`. With no record (no such account, or no password set) a fixed one
 * is used, so an answer takes as long whether the account exists or not.
 */
export async function candidateHash(
  password: string,
  record: DemoPasswordHash | null,
): Promise<string> {
  const { salt, iterations } = record ?? NO_ACCOUNT;
  return toBase64(await pbkdf2(password, fromBase64(salt), iterations));
}

/** Whether a candidate hash matches the record, comparing every character (no early exit). */
export function sameHash(candidate: string, record: DemoPasswordHash | null): boolean {
  if (!record || candidate.length !== record.hash.length) return false;
  let difference = 0;
  for (let i = 0; i < candidate.length; i++) {
    difference |= candidate.charCodeAt(i) ^ record.hash.charCodeAt(i);
  }
  return difference === 0;
}

const NO_ACCOUNT: DemoPasswordHash = {
  algorithm: 'PBKDF2-SHA-256',
  iterations: PASSWORD_ITERATIONS,
  salt: 'AAAAAAAAAAAAAAAAAAAAAA==',
  hash: '',
};

async function pbkdf2(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    // Browsers offer Web Crypto on https pages and on localhost only.
    throw AppError.server(
      'The demo needs a secure page (https or localhost) to keep passwords safely.',
      500,
    );
  }
  const key = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}
