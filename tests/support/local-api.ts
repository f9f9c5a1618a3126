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

/** Plans a failure of the next `operation` call through `POST /__dev/fail-next`. */
export async function failNextCall(
  api: RunningLocalApi,
  operation: Operation,
  failure: { status?: number; message?: string; token?: string } = {},
): Promise<void> {
  const response = await fetch(`${api.origin}/__dev/fail-next`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ operation, ...failure }),
  });
  if (response.status !== 204) throw new Error(`fail-next answered ${response.status}`);
}

interface OutboxEmail {
  readonly to: string;
  readonly body: string;
  readonly link: { readonly label: string; readonly href: string } | null;
}

/** `GET /__dev/outbox`: every e-mail sent, newest first. */
export async function outbox(api: RunningLocalApi): Promise<readonly OutboxEmail[]> {
  const response = await fetch(`${api.origin}/__dev/outbox`);
  return ((await response.json()) as { data: OutboxEmail[] }).data;
}

/** The newest verification code e-mailed to `email`, from the outbox. */
export async function outboxCodeFor(api: RunningLocalApi, email: string): Promise<string> {
  const mail = (await outbox(api)).find((e) => e.to === email && /verification code/.test(e.body));
  return /Your verification code is (\d{4})/.exec(mail?.body ?? '')?.[1] ?? '';
}

/** The token of the newest reset link e-mailed to `email`, from the outbox. */
export async function outboxResetTokenFor(api: RunningLocalApi, email: string): Promise<string> {
  const href = (await outbox(api)).find((e) => e.to === email && e.link)?.link?.href ?? '';
  return new URL(href, 'http://portal.test').searchParams.get('token') ?? '';
}
