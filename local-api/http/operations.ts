import type { FastifyInstance } from 'fastify';
import type { AppError } from '../../src/domain/shared/app-error';

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

/** Failures planned for the next calls of an operation, oldest first. */
export class FaultQueue {
  private readonly planned = new Map<Operation, AppError[]>();

  plan(operation: Operation, failure: AppError): void {
    this.planned.set(operation, [...(this.planned.get(operation) ?? []), failure]);
  }

  take(operation: Operation): AppError | undefined {
    return this.planned.get(operation)?.shift();
  }

  clear(): void {
    this.planned.clear();
  }
}

/**
 * A planned failure answers the next call of its operation before anything else runs (no
 * authentication, no body read), as demo mode fails the next call before it reaches the data.
 */
export function failPlannedCalls(app: FastifyInstance, faults: FaultQueue): void {
  app.addHook('onRequest', async (request) => {
    const operation = request.routeOptions.config.operation;
    const failure = operation ? faults.take(operation) : undefined;
    if (failure) throw failure;
  });
}
