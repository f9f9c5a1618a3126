import { afterEach } from 'vitest';
import type { DemoClock } from '../../src/infrastructure/memory/demo/demo-clock';
import type { DemoMarketplace } from '../../src/infrastructure/memory/demo/demo-marketplace';
import type { Operation } from '../../local-api/http/operations';
import {
  startLocalApi,
  type LocalApiOptions,
  type RunningLocalApi,
} from '../../local-api/start-local-api';

export interface LocalApiBackend {
  readonly marketplace: DemoMarketplace;
  readonly clock?: DemoClock;
}

/**
 * The real local API (both origins on 127.0.0.1, free ports) over a test's own marketplace, closed
 * after each test of the file. Call at the top level of a test file.
 */
export function localApiPerTest(): (options: LocalApiOptions) => Promise<RunningLocalApi> {
  const running: RunningLocalApi[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((api) => api.close()));
  });
  return async (options) => {
    const api = await startLocalApi(options);
    running.push(api);
    return api;
  };
}

export interface DevAnswer<T> {
  readonly status: number;
  readonly body: T;
}

/**
 * What every dev route needs (local-api/README.md): the header no cross-site form or simple
 * request can carry. A POST also sends its body as JSON.
 */
export const DEV_HEADERS: Readonly<Record<string, string>> = { 'X-Bidhaul-Dev': '1' };

/** A dev route (`/__dev/{path}`): GET without a body, POST with `body` as JSON. */
export async function dev<T = Record<string, unknown>>(
  api: RunningLocalApi,
  path: string,
  body?: unknown,
): Promise<DevAnswer<T>> {
  const response = await fetch(`${api.origin}/__dev/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers:
      body === undefined ? DEV_HEADERS : { ...DEV_HEADERS, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** Plans a failure of the next `operation` call through `POST /__dev/fail-next`. */
export async function failNextCall(
  api: RunningLocalApi,
  operation: Operation,
  failure: { status?: number; message?: string; token?: string } = {},
): Promise<void> {
  const { status } = await dev(api, 'fail-next', { operation, ...failure });
  if (status !== 204) throw new Error(`fail-next answered ${status}`);
}

export interface OutboxEmail {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly link: { readonly label: string; readonly href: string } | null;
}

/** `GET /__dev/outbox`: every e-mail sent, newest first. */
export async function outbox(api: RunningLocalApi): Promise<readonly OutboxEmail[]> {
  const { status, body } = await dev<{ data: OutboxEmail[] }>(api, 'outbox');
  if (status !== 200) throw new Error(`outbox answered ${status}`);
  return body.data;
}

/** The newest verification code e-mailed to `email`, from the outbox. */
export async function outboxCodeFor(api: RunningLocalApi, email: string): Promise<string> {
  const mail = (await outbox(api)).find((e) => e.to === email && /verification code/.test(e.body));
  return /Your verification code is (\d{4})/.exec(mail?.body ?? '')?.[1] ?? '';
}

/** The newest reset link e-mailed to `email`, from the outbox. */
export async function outboxResetLinkFor(api: RunningLocalApi, email: string): Promise<URL> {
  const href = (await outbox(api)).find((e) => e.to === email && e.link)?.link?.href ?? '';
  return new URL(href, 'http://no-origin.invalid');
}

/** The token of the newest reset link e-mailed to `email`, from the outbox. */
export async function outboxResetTokenFor(api: RunningLocalApi, email: string): Promise<string> {
  return (await outboxResetLinkFor(api, email)).searchParams.get('token') ?? '';
}
