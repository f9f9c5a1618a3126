import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { afterEach } from 'vitest';
import { DemoClock } from '../../src/infrastructure/memory/demo/demo-clock';
import { createDemoRuntime } from '../../src/infrastructure/memory/demo/demo-runtime';
import { signUpToDto } from '../../src/infrastructure/http/auth/auth.serialization';
import { DEMO_CUSTOMER } from '../../src/infrastructure/memory/demo/demo-seed';
import type { LocalApiOptions, RunningLocalApi } from '../../local-api/start-local-api';
import { localApiPerTest } from '../support/local-api';

/**
 * The local API as `npm run api` runs it (the seeded marketplace on a real-time demo clock), one
 * per test, on free ports; the marketplace's timer stops after the test. `options` adds the
 * server's own options (CORS origins, reset-link origins, a wall clock).
 */
export function demoServerPerTest(): (
  options?: Omit<LocalApiOptions, 'marketplace' | 'clock'>,
  realNow?: () => number,
) => Promise<RunningLocalApi> {
  const serve = localApiPerTest();
  const disposers: (() => void)[] = [];
  afterEach(() => disposers.splice(0).forEach((dispose) => dispose()));
  return async (options = {}, realNow) => {
    const clock = new DemoClock(realNow);
    const marketplace = createDemoRuntime({ storage: null, clock });
    disposers.push(() => marketplace.dispose());
    return serve({ marketplace, clock, ...options });
  };
}

export interface Answer<T = Record<string, unknown>> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
}

/** One call to the API base: a JSON body is sent as JSON, a URLSearchParams or FormData as is. */
export async function call<T = Record<string, unknown>>(
  api: RunningLocalApi,
  method: 'GET' | 'POST' | 'DELETE' | 'OPTIONS',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof URLSearchParams || options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${api.apiBaseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : {}) as T,
  };
}

/**
 * A GET to one of the server's origins (`origin`) with a Host header of its own, as a
 * DNS-rebinding page's request would arrive.
 */
export function rawGet(
  origin: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: Number(port), path, method: 'GET', headers },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export interface ApiProcess {
  readonly child: ChildProcess;
  /** What it printed until it was ready. */
  readonly printed: string;
  readonly exited: Promise<number | null>;
}

/** `npm run api -- …args` on a free port, once what it prints matches `ready`. */
export async function runApi(args: readonly string[], ready: RegExp): Promise<ApiProcess> {
  const child = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'local-api/main.ts', ...args],
    { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let printed = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      if (ready.test(printed)) resolve();
    });
    child.once('exit', () => reject(new Error(`exited early: ${printed}`)));
  });
  return { child, printed, exited };
}

/** The demo customer's bearer token. */
export async function signInDemo(api: RunningLocalApi): Promise<string> {
  const { body } = await call<{ access_token: string }>(api, 'POST', '/signin', {
    body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, role_id: 5 },
  });
  return body.access_token;
}

/** The password of the customers the tests sign up. */
export const NEW_PASSWORD = 'Fresh123';

/** A new customer's sign-up at `email`, as the portal's HTTP adapter sends it. */
export function signUpAt(email: string) {
  return signUpToDto({
    firstName: 'Sam',
    lastName: 'Carter',
    email,
    password: NEW_PASSWORD,
    passwordConfirmation: NEW_PASSWORD,
    phoneNumber: '0770090012',
    businessType: 'Retail',
    businessDescription: 'Furniture',
    address: 'Leeds',
  });
}

/** A manual load as the portal sends it, picked addresses included. */
export function loadForm(files: File[] = []): FormData {
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  const dmy = [tomorrow.getDate(), tomorrow.getMonth() + 1, tomorrow.getFullYear()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
  const form = new FormData();
  const fields: [string, string][] = [
    ['pickup_address', '12 Wellington Street, Leeds LS1'],
    ['pickup_date', dmy],
    ['pickup_time', '09:30'],
    ['delivery_address', '4 Deansgate, Manchester M3'],
    ['load_weight', '250.5'],
    ['load_count', '4'],
    ['load_instruction', 'Ring ahead'],
    ['pickup_latitude', '53.797'],
    ['pickup_longitude', '-1.548'],
    ['pickup_zipcode', 'LS1'],
    ['pickup_city_name', 'Leeds'],
    ['pickup_state_name', 'West Yorkshire'],
    ['delivery_latitude', '53.48'],
    ['delivery_longitude', '-2.245'],
    ['delivery_zipcode', 'M3'],
    ['delivery_city_name', 'Manchester'],
    ['delivery_state_name', 'Greater Manchester'],
    ['is_auto_load', '0'],
    ['load_type_id', '2'],
    ['load_type', 'Pallets'],
    ['load_preferred_vehicle_id', '2'],
    ['allow_external_driver_to_bid', '1'],
  ];
  for (const [name, value] of fields) form.append(name, value);
  for (const file of files) form.append('load_attachments[]', file, file.name);
  return form;
}
