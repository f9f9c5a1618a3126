import type { Page } from '@playwright/test';
import {
  assetHeaders,
  contentSecurityPolicy,
  hostHeaders,
  securityEnv,
} from '../scripts/security-headers.mjs';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_STATE_KEY,
  expect,
  failNextDemoCall,
  signIn,
  test,
} from './fixtures';

/**
 * The Content Security Policy in index.html and the host headers, the referrer policy (none on
 * the reset-password page), redirects after sign-in that stay in the portal, and logout and a 401
 * that leave nothing in storage, in the built app served by the preview server.
 */

/** The portal's own tabs (screens have tabs of their own, e.g. Available / Rejected Bids). */
const portalTabs = (page: Page) => page.getByRole('tablist', { name: 'Portal sections' });
const portalTab = (page: Page, name: string) =>
  portalTabs(page).getByRole('tab', { name, exact: true });
const env = securityEnv(process.env);
const PORTAL_PREFIX = 'bidhaul:portal:';
const SESSION_KEYS = ['token', 'user', 'resetPasswordEmail'];

const decodeEntities = (text: string) =>
  text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function signInHere(page: Page): Promise<void> {
  await page.getByLabel('Email', { exact: false }).first().fill(DEMO_EMAIL);
  await page.locator('input[type="password"]').first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** What the portal left in browser storage (the demo backend's own key stands in for a server). */
async function leftovers(page: Page) {
  return page.evaluate(
    ({ prefix, sessionKeys }) => ({
      portal: Object.keys(localStorage).filter(
        (k) => sessionKeys.includes(k) || k.startsWith(prefix),
      ),
      all: Object.keys(localStorage),
      sessionStorage: sessionStorage.length,
    }),
    { prefix: PORTAL_PREFIX, sessionKeys: SESSION_KEYS },
  );
}

test.describe('Content Security Policy and host headers', () => {
  test('the built index.html carries the policy as the first element of <head>', async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
    expect(meta, 'a CSP <meta> in index.html').not.toBeNull();
    expect(decodeEntities(meta?.[1] ?? '')).toBe(contentSecurityPolicy(env, { forMeta: true }));
    await page.goto('/');
    const first = await page.evaluate(() => {
      const el = document.head.firstElementChild;
      return el ? `${el.tagName} ${el.getAttribute('http-equiv') ?? ''}` : '';
    });
    expect(first, 'before any script, so it governs all of them').toBe(
      'META Content-Security-Policy',
    );
  });

  test('the built HTML has no inline script, no inline handler, only same-origin modules', async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs = '', body = ''] of scripts) {
      expect(attrs).toMatch(/\btype="module"/);
      expect(attrs).toMatch(/\bsrc="\/assets\/[^"]+\.js"/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  const PAGES = [
    { url: '/', referrer: 'strict-origin-when-cross-origin' },
    { url: '/login', referrer: 'strict-origin-when-cross-origin' },
    { url: '/dashboard', referrer: 'strict-origin-when-cross-origin' },
    { url: '/history/5', referrer: 'strict-origin-when-cross-origin' },
    { url: '/reset-password?token=t0k3n&email=dana%40shipper.test', referrer: 'no-referrer' },
  ];
  for (const { url, referrer } of PAGES) {
    test(`the preview server sends the host headers on ${url}`, async ({ page }) => {
      const response = await page.request.get(url);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const expected = hostHeaders(env, new URL(url, 'http://x').pathname);
      expect(headers['content-security-policy']).toBe(expected['Content-Security-Policy']);
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['strict-transport-security']).toBe(expected['Strict-Transport-Security']);
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
      expect(headers['referrer-policy']).toBe(referrer);
      expect(headers['x-content-type-options']).toBe('nosniff');
    });
  }

  test('assets carry nosniff and HSTS, not the document-only policy headers', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const headers = (await page.request.get(asset ?? '/')).headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-type']).toMatch(/^text\/javascript/);
    expect(headers['strict-transport-security']).toBe(assetHeaders()['Strict-Transport-Security']);
    expect(headers['content-security-policy']).toBeUndefined();
  });

  test('the policy is enforced: a script injected into the page does not run', async ({
    page,
    pageErrors,
    cspViolations,
  }) => {
    await page.goto('/login');
    const ran = await page.evaluate(async () => {
      const flag = '__bidhaulInjected';
      const script = document.createElement('script');
      script.textContent = `window.${flag} = true;`;
      document.body.append(script);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return flag in window;
    });
    expect(ran).toBe(false);
    // The browser reports the refusal on the console; that report is the expected outcome here.
    const isRefusal = (e: string) => e.includes('Content Security Policy');
    await expect.poll(() => pageErrors.some(isRefusal)).toBe(true);
    const refusals = pageErrors.filter(isRefusal);
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !refusals.includes(e)));
    // The page reports it too, once for each policy that refused the inline script: the <meta>
    // one in index.html and the preview server's header.
    const refusal = expect.objectContaining({ directive: 'script-src-elem', blockedURI: 'inline' });
    await expect.poll(() => cspViolations).toEqual([refusal, refusal]);
    cspViolations.length = 0;
  });
});

const RESET_LINK = '/reset-password?token=t0k3n-from-the-email&email=dana%40shipper.test';

/**
 * The Referer of a request the page makes now, as the server would see it: a same-origin fetch
 * (the page's full address under strict-origin-when-cross-origin), or with `leave`, the page
 * sending the browser to another site (not subject to the page's connect-src; the origin only).
 * Null when none is sent.
 */
async function refererSent(page: Page, leave = false): Promise<string | null> {
  const target = leave ? 'https://referrer-probe.example/' : '/referrer-probe';
  let referer: string | null | undefined;
  await page.route(leave ? target : '**/referrer-probe', async (route) => {
    referer = (await route.request().allHeaders())['referer'] ?? null;
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'probe' });
  });
  if (leave)
    await Promise.all([
      page.waitForURL(target),
      page.evaluate((url) => window.location.assign(url), target),
    ]);
  else await page.evaluate(async (url) => (await fetch(url)).status, target);
  expect(referer, 'the probe was requested').not.toBeUndefined();
  return referer ?? null;
}

test.describe('referrer policy: none on the reset page, the origin elsewhere', () => {
  test('a reset link sends no referrer, from the first request the page makes', async ({
    page,
    baseURL,
  }) => {
    const sent: Promise<string | undefined>[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(baseURL ?? '-'))
        sent.push(request.allHeaders().then((h) => h['referer']));
    });
    await page.goto(RESET_LINK);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    expect(page.url()).not.toContain('token=');
    const referers = await Promise.all(sent);
    expect(referers.length, 'the page loaded its scripts').toBeGreaterThan(1);
    expect(referers.filter((r) => r !== undefined)).toEqual([]);
    expect(await refererSent(page)).toBeNull();
    expect(await refererSent(page, true)).toBeNull();
  });

  test('any other page sends its address to this site and only its origin elsewhere (a referrer-restricted Maps key works)', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    expect(await refererSent(page)).toBe(`${baseURL}/login`);
    expect(await refererSent(page, true)).toBe(`${baseURL}/`);
  });

  test('following the reset link inside the app switches to no referrer, and back once the page is left', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: /email/i }).fill(DEMO_EMAIL);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(await refererSent(page)).toBe(`${baseURL}/forgot-password`);
    await page.getByRole('button', { name: 'Demo inbox' }).click();
    await page
      .getByRole('dialog', { name: 'Demo inbox' })
      .getByRole('link', { name: 'Reset your password' })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    expect(await refererSent(page)).toBeNull();
    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The address changes when the link is followed; the page (and its policy) when it is drawn.
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    expect(await refererSent(page)).toBe(`${baseURL}/login`);
  });
});

test.describe('redirect after sign-in stays in the portal', () => {
  const hostile = [
    'https://evil.example',
    '//evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '%2F%2Fevil.example',
  ];
  for (const target of hostile) {
    test(`redirect=${target} ends on /dashboard and nothing leaves the origin`, async ({
      page,
      baseURL,
    }) => {
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:'))
          foreign.push(request.url());
      });
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await signInHere(page);
      await expect(page).toHaveURL(`${baseURL}/dashboard`);
      expect(foreign).toEqual([]);
    });
  }
});

test.describe('logout and 401 leave nothing in storage', () => {
  test('Sign Out removes every portal item; the demo backend keeps its data', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await page.evaluate((prefix) => {
      localStorage.setItem('resetPasswordEmail', 'demo@shipper.test');
      localStorage.setItem(`${prefix}quality-probe`, 'draft');
    }, PORTAL_PREFIX);
    expect((await leftovers(page)).portal.sort()).toEqual(
      ['bidhaul:portal:quality-probe', 'resetPasswordEmail', 'token', 'user'].sort(),
    );
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
    const left = await leftovers(page);
    expect(left.portal).toEqual([]);
    expect(left.sessionStorage).toBe(0);
    expect(left.all).toContain(DEMO_STATE_KEY);
    expect(await context.cookies()).toEqual([]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  });

  test('a token the backend no longer accepts signs out and remembers the page', async ({
    page,
  }) => {
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('token', 'revoked-by-the-server'));
    await page.goto('/my-loads');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-loads$/);
    expect((await leftovers(page)).portal).toEqual([]);
  });

  test("a 401 'Unauthenticated.' from the backend clears storage and lands on /login?redirect=", async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
    // Work kept for the signed-in user, and an item no user owns.
    const kept = `${PORTAL_PREFIX}quality-probe:${DEMO_EMAIL}`;
    await page.evaluate(
      ([prefix, key]) => {
        localStorage.setItem(`${prefix}quality-probe`, 'draft');
        localStorage.setItem(key, 'draft');
      },
      [PORTAL_PREFIX, kept] as const,
    );
    for (const operation of ['activeLoads', 'customerLoads']) {
      await failNextDemoCall(page, operation, 'Unauthenticated.', 401);
    }
    await portalTab(page, 'My Loads').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-loads$/);
    // An expired session is not a sign-out: the session goes, the user's work stays.
    expect((await leftovers(page)).portal.sort()).toEqual(
      [`${PORTAL_PREFIX}quality-probe`, kept].sort(),
    );
    // Signing in again as that user keeps only what is theirs.
    await signInHere(page);
    await expect(page).toHaveURL(/\/my-loads$/);
    expect((await leftovers(page)).portal.sort()).toEqual([kept, 'token', 'user'].sort());
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
    expect((await leftovers(page)).portal).toEqual([]);
  });
});
