import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { SessionChange } from '../../../src/application/ports/session-store.port';
import { AppError } from '../../../src/domain/shared/app-error';
import { ERROR_FALLBACKS, errorMessage } from '../../../src/domain/shared/error-catalogue';
import { createHttpClient, REQUEST_TIMEOUT_MS } from '../../../src/infrastructure/http/http-client';
import { transferTimeoutMs } from '../../../src/infrastructure/http/http-client';
import {
  LocalStorageSessionStore,
  STORAGE_KEYS,
} from '../../../src/infrastructure/storage/local-storage-session-store';
import { PORTAL_STORAGE_PREFIX } from '../../../src/infrastructure/storage/portal-storage';
import { MemoryStorage } from '../../support/memory-storage';
import { setUpMswServer } from '../../support/msw-server';
import { dana } from '../../support/users';
import { FAULT_CALLS, SESSION_FAULTS, httpAdapters, type FaultCall } from './fault-calls';
import { FAULTS, REASONED_401_FAULT, SERVER_MESSAGE, SLOW_FAULT, type Fault } from './faults';

/**
 * Every API call through its HTTP adapter, against every way a backend fails. Each ends in the
 * right error kind and the text shown (server message, else the area's fallback), or in the
 * logout for a 401 / 'Unauthenticated.' (stored items cleared, on to /login), and never in a crash.
 */
const BASE = 'https://api.test/api/v1';
const TOKEN = 'tok-fault-matrix';
const server = setUpMswServer();
afterEach(() => vi.useRealTimers());

/** The browser of the call's screen: Dana signed in, or (for a signed-out screen) nobody. */
function worldOf(call: FaultCall) {
  const storage = new MemoryStorage();
  const session = new LocalStorageSessionStore(storage);
  const token = call.signedOut ? null : TOKEN;
  if (token) session.signIn(dana, token);
  storage.setItem(`${PORTAL_STORAGE_PREFIX}draft`, '{"instructions":"ring twice"}');
  const changes: SessionChange[] = [];
  session.subscribe((_s, change) => changes.push(change));
  const adapters = httpAdapters(createHttpClient(BASE, session));
  return { storage, session, token, changes, adapters };
}

function answer(call: FaultCall, fault: Fault, seen: { authorization: string | null }[] = []) {
  server.use(
    http[call.method](`${BASE}${call.handlerPath}`, ({ request }) => {
      seen.push({ authorization: request.headers.get('authorization') });
      return fault.respond();
    }),
    ...(call.followUps ?? []).map((f) =>
      http[f.method](`${BASE}${f.path}`, () => HttpResponse.json(f.body)),
    ),
  );
}

type Settled = { readonly value: unknown } | { readonly error: AppError };

/** Runs the call to its end; a failure must be the one error type, anything else is a crash. */
async function settle(promise: Promise<unknown>): Promise<Settled> {
  const outcome = await promise.then(
    (value: unknown) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if ('error' in outcome)
    expect(outcome.error, 'an AppError, not a crash').toBeInstanceOf(AppError);
  return outcome as Settled;
}

const outcomeOf = (call: FaultCall, fault: Fault) =>
  call.overrides?.[fault.name]?.outcome ?? fault.outcome;

function expectOutcome(
  call: FaultCall,
  fault: Fault,
  settled: Settled,
  world: ReturnType<typeof worldOf>,
) {
  const outcome = outcomeOf(call, fault);
  if (outcome.kind === 'success') {
    expect('value' in settled, `the call succeeds (${outcome.text})`).toBe(true);
    expect(world.changes).toEqual([]);
    expect(world.storage.getItem(STORAGE_KEYS.token)).toBe(world.token);
    return;
  }
  if (!('error' in settled)) {
    throw new Error(`expected a failure, got ${JSON.stringify(settled.value)}`);
  }
  const error = settled.error;
  expect(error.kind).toBe(outcome.kind);
  if (outcome.text === 'session expired') {
    expect(world.changes).toEqual(['expired']);
    expect(world.session.current().token).toBeNull();
    // The session's items go; the user's work stays for their next sign-in.
    expect(world.storage.keys()).toEqual([`${PORTAL_STORAGE_PREFIX}draft`]);
    return;
  }
  const text = outcome.text === 'server message' ? SERVER_MESSAGE : ERROR_FALLBACKS[call.area];
  expect(errorMessage(call.area, error)).toBe(text);
  expect(world.changes, 'the session (or its absence) survives').toEqual([]);
  expect(world.storage.getItem(STORAGE_KEYS.token)).toBe(world.token);
  expect(
    world.storage.getItem(`${PORTAL_STORAGE_PREFIX}draft`),
    'nothing typed is lost',
  ).not.toBeNull();
}

const MATRIX = FAULT_CALLS.flatMap((call) => FAULTS.map((fault) => ({ call, fault })));

describe('fault matrix over the HTTP adapters', () => {
  it('covers every call with every fault; each override names a fault and says why', () => {
    expect(MATRIX.length).toBe(FAULT_CALLS.length * FAULTS.length);
    expect(new Set(FAULT_CALLS.map((c) => c.name)).size).toBe(FAULT_CALLS.length);
    const faultNames = FAULTS.map((f) => f.name);
    for (const call of FAULT_CALLS) {
      for (const [name, { reason }] of Object.entries(call.overrides ?? {})) {
        expect(faultNames, call.name).toContain(name);
        expect(reason.length, `${call.name}: ${name}`).toBeGreaterThan(20);
      }
    }
  });

  it('overrides, for a call made signed out, every fault that would end a session', () => {
    const signedOut = FAULT_CALLS.filter((c) => c.signedOut);
    expect(signedOut.length).toBeGreaterThan(0);
    expect(SESSION_FAULTS.length).toBeGreaterThan(0);
    for (const call of signedOut) {
      for (const name of SESSION_FAULTS) {
        const outcome = call.overrides?.[name]?.outcome;
        expect(outcome, `${call.name}: ${name}`).toBeDefined();
        expect(outcome?.text, `${call.name}: ${name}`).not.toBe('session expired');
      }
    }
  });

  it.each(MATRIX)('$call.name, $fault.name', async ({ call, fault }) => {
    const world = worldOf(call);
    answer(call, fault);
    expectOutcome(call, fault, await settle(call.invoke(world.adapters)), world);
  });

  it.each(FAULT_CALLS.filter((c) => c.signedOut))(
    '$name: a 401 made signed out keeps the reason the server gives',
    async (call) => {
      const world = worldOf(call);
      answer(call, REASONED_401_FAULT);
      expectOutcome(call, REASONED_401_FAULT, await settle(call.invoke(world.adapters)), world);
    },
  );

  it.each(FAULT_CALLS)(
    '$name: a response slower than its timeout (15 s, more for an upload) ends in a timeout, not before',
    async (call) => {
      vi.useFakeTimers();
      const world = worldOf(call);
      const seen: { authorization: string | null }[] = [];
      answer(call, SLOW_FAULT, seen);
      let done = false;
      const result = settle(call.invoke(world.adapters)).finally(() => {
        done = true;
      });
      const limit = call.uploadBytes === undefined ? REQUEST_TIMEOUT_MS : transferTimeoutMs(call.uploadBytes);
      await vi.advanceTimersByTimeAsync(limit - 1);
      expect(seen).toHaveLength(1);
      expect(done, 'still waiting just before the timeout').toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(REQUEST_TIMEOUT_MS).toBe(15_000);
      expectOutcome(call, SLOW_FAULT, await result, world);
    },
  );

  it.each(FAULT_CALLS)(
    '$name carries the bearer token when signed in',
    async (call) => {
      const world = worldOf(call);
      const seen: { authorization: string | null }[] = [];
      const [fault] = FAULTS;
      if (!fault) throw new Error('no faults');
      answer(call, fault, seen);
      const settled = await settle(call.invoke(world.adapters));
      expect(settled).toHaveProperty('error');
      expect(seen).toEqual([{ authorization: call.signedOut ? null : `Bearer ${TOKEN}` }]);
    },
  );
});
