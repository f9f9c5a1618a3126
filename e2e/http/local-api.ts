import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test as base } from '../fixtures';

/**
 * The `http` project's tests: the portal built in HTTP mode, served by the preview server with
 * the production headers, against the local API (local-api/) that playwright.config.ts starts.
 * The API is one server for both workers, so a test never resets it: each works as a customer of
 * its own (`newCustomer`) or only reads the seeded demo customer, and plans failures for its own
 * token alone.
 */

export const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'assets');
export const PNG = path.join(ASSETS, 'parcel-photo.png');
export const PDF = path.join(ASSETS, 'delivery-note.pdf');

export interface Customer {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * What every dev route needs (local-api/README.md): a header no cross-site form or simple request
 * can carry. Playwright sends `data` as JSON, as the POSTs must be.
 */
const DEV_HEADERS = { 'X-Bidhaul-Dev': '1' };

interface OutboxEmail {
  readonly to: string;
  readonly body: string;
}

/** The API's dev routes, and customers made through its own sign-up and verify calls. */
export class LocalApi {
  constructor(
    private readonly request: APIRequestContext,
    /** The API origin (`/api/v1`, `/__dev`). */
    readonly origin: string,
    /** The files origin, where attachments and photos live. */
    readonly filesOrigin: string,
  ) {}

  /** A unique address, so tests on one server never meet (`label` says whose it is). */
  static freshEmail(label: string): string {
    return `${label}-${randomUUID().slice(0, 8)}@shipper.test`;
  }

  /** The newest verification code `GET /__dev/outbox` holds for `email`, once it is there. */
  async codeFor(email: string): Promise<string> {
    let code = '';
    await expect
      .poll(async () => {
        const response = await this.request.get(`${this.origin}/__dev/outbox`, {
          headers: DEV_HEADERS,
        });
        const mail = ((await response.json()) as { data: OutboxEmail[] }).data.find(
          (e) => e.to === email,
        );
        code = /Your verification code is (\d{4})/.exec(mail?.body ?? '')?.[1] ?? '';
        return code;
      }, `a verification code for ${email} in the outbox`)
      .toMatch(/^\d{4}$/);
    return code;
  }

  /** A verified customer of its own, signed up and verified through the API's calls. */
  async newCustomer(label: string, firstName = 'Riley'): Promise<Customer> {
    const customer = {
      email: LocalApi.freshEmail(label),
      password: 'Fresh123',
      firstName,
      lastName: 'Hughes',
    };
    await this.expectOk(
      this.request.post(`${this.origin}/api/v1/signup`, {
        data: {
          first_name: customer.firstName,
          last_name: customer.lastName,
          email: customer.email,
          password: customer.password,
          password_confirmation: customer.password,
          address: 'Leeds',
        },
      }),
    );
    await this.expectOk(
      this.request.post(`${this.origin}/api/v1/email/verify-otp`, {
        data: { email: customer.email, otp: await this.codeFor(customer.email) },
      }),
    );
    return customer;
  }

  /** Jumps the marketplace's clock: the bids and trip moves due by then happen at once. */
  async advanceClock(ms: number): Promise<void> {
    await this.expectOk(
      this.request.post(`${this.origin}/__dev/clock`, {
        headers: DEV_HEADERS,
        data: { advanceMs: ms },
      }),
    );
  }

  /** A carrier bids `amount` pounds on the load now (`POST /__dev/bids`); returns the bid's id. */
  async addBid(loadId: number, amount: number): Promise<number> {
    const response = await this.request.post(`${this.origin}/__dev/bids`, {
      headers: DEV_HEADERS,
      data: { load_id: loadId, amount },
    });
    expect(response.status(), `${response.url()} answered ${response.status()}`).toBe(201);
    return ((await response.json()) as { data: { id: number } }).data.id;
  }

  /** The next `operation` call made with `token` answers `status` (local-api/README.md). */
  async failNext(operation: string, token: string, status: number): Promise<void> {
    await this.expectOk(
      this.request.post(`${this.origin}/__dev/fail-next`, {
        headers: DEV_HEADERS,
        data: { operation, token, status },
      }),
    );
  }

  private async expectOk(answer: ReturnType<APIRequestContext['get']>): Promise<void> {
    const response = await answer;
    expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  }
}

/**
 * Takes the console reports a test caused on purpose (the browser logs every failed request) out
 * of `pageErrors`, and returns them for the test to check.
 */
export function takeExpectedErrors(pageErrors: string[], pattern: RegExp): string[] {
  const expected = pageErrors.filter((e) => pattern.test(e));
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !pattern.test(e)));
  return expected;
}

/** The bearer token the portal keeps for the signed-in customer. */
export const tokenOf = async (page: Page): Promise<string> =>
  (await page.evaluate(() => localStorage.getItem('token'))) ?? '';

export const signInAs = (page: Page, customer: Customer): Promise<void> =>
  signIn(page, customer.email, customer.password);

/** `localApi`: the API the project's build talks to (its origins come from playwright.config.ts). */
export const test = base.extend<object, { localApi: LocalApi }>({
  localApi: [
    async ({ playwright }, use, workerInfo) => {
      const origins = workerInfo.project.metadata.localApi as
        { origin: string; filesOrigin: string } | undefined;
      if (!origins) throw new Error(`the ${workerInfo.project.name} project has no local API`);
      const request = await playwright.request.newContext();
      await use(new LocalApi(request, origins.origin, origins.filesOrigin));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect };
