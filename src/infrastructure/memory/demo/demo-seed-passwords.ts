import type { DemoPasswordHash } from './demo-state';

/** The password of both seeded accounts; the store keeps only its hashes below. */
export const SEED_PASSWORD = 'Demo1234';

/**
 * `SEED_PASSWORD` hashed for each seeded account (by user id), each with its own random salt,
 * once and for all: the seed is made synchronously and hashing is not (demo-passwords.ts). A test
 * checks that they match the password at the current iteration count; regenerate them when it
 * changes.
 */
export const SEEDED_PASSWORD_HASHES: Readonly<Record<1 | 2, Readonly<DemoPasswordHash>>> = {
  1: {
    algorithm: 'PBKDF2-SHA-256',
    iterations: 100_000,
    salt: 'dAg9SA4MaWO13nie0ieFlQ==',
    hash: 'noMTx3sv1zdZVc6AKzuB/NNB6wCDg3IE6OrODNQ/6BE=',
  },
  2: {
    algorithm: 'PBKDF2-SHA-256',
    iterations: 100_000,
    salt: 'O8kSPydpZotczBKcqF1Y0A==',
    hash: 'ejVl33hbBNy+J/+JD4fm7KL9X1RQ1HDlk4tcIl2ePvA=',
  },
};
