// Signing in as a shipper does, through the portal's own /login form: the measuring scripts
// (perf, interactions, route profiles) start from the state a real sign-in leaves.

/**
 * Fills /login at `origin` with `customer`'s e-mail and password, submits, and waits until the
 * portal has left /login.
 * @param {import('@playwright/test').Page} page
 * @param {string} origin
 * @param {{ email: string, password: string }} customer
 */
export async function signInThroughForm(page, origin, customer, { timeout = 20_000 } = {}) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email', { exact: false }).first().fill(customer.email);
  await page.locator('input[type="password"]').first().fill(customer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout });
}
