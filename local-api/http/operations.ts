import type { FastifyInstance } from 'fastify';
import type { AppError } from '../../src/domain/shared/app-error';
import { bearerTokenOf } from './bearer-session';

/**
 * The API's calls by the names demo mode's in-memory adapters give them, so a browser test names
 * an operation the same way in both modes (`/__dev/fail-next` here, `__BIDHAUL_DEMO__.failNext`
 * in demo mode).
 */
export const OPERATIONS = [
  'signUp',
  'signIn',
  'forgotPassword',
  'resetPassword',
  'sendOtp',
  'verifyOtp',
  'joinWaitingList',
  'examples',
  'vehicles',
  'dropdowns',
  'publishLoad',
  'activeLoads',
  'customerLoads',
  'loadDetails',
  'bids',
  'acceptBid',
  'rejectBid',
  'trips',
  'dashboard',
  'profileDetails',
  'updateProfile',
] as const;

export type Operation = (typeof OPERATIONS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The API call a route serves; `/__dev/fail-next` plans failures by this name. */
    operation?: Operation;
  }
}

export function isOperation(value: unknown): value is Operation {
  return typeof value === 'string' && (OPERATIONS as readonly string[]).includes(value);
}

/** A failure planned for one operation, for any caller or only for one bearer token. */
interface PlannedFailure {
  readonly failure: AppError;
  readonly token: string | null;
}

/**
 * Failures planned for the next calls of an operation, oldest first. One planned for a token
 * waits for that token's call, so tests that share the server cannot take each other's failure.
 */
export class FaultQueue {
  private readonly planned = new Map<Operation, PlannedFailure[]>();

  plan(operation: Operation, failure: AppError, token: string | null = null): void {
    this.planned.set(operation, [...(this.planned.get(operation) ?? []), { failure, token }]);
  }

  take(operation: Operation, token: string | null): AppError | undefined {
    const queue = this.planned.get(operation) ?? [];
    const index = queue.findIndex((planned) => planned.token === null || planned.token === token);
    return index < 0 ? undefined : queue.splice(index, 1)[0]?.failure;
  }

  clear(): void {
    this.planned.clear();
  }
}

/**
 * A planned failure answers the next call of its operation before it runs (no authentication, no
 * body read), as demo mode fails the next call before it reaches the data. It waits for the
 * refusals of who may call (a foreign `Host` or `Origin`, http/callers.ts), so a refused request
 * neither spends nor reads it.
 */
export function failPlannedCalls(app: FastifyInstance, faults: FaultQueue): void {
  app.addHook('preParsing', async (request) => {
    const operation = request.routeOptions.config.operation;
    const failure = operation ? faults.take(operation, bearerTokenOf(request)) : undefined;
    if (failure) throw failure;
  });
}
