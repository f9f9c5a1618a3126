import type { Page } from '@playwright/test';
import { expect, LocalApi, test } from './local-api';

/** Sign up and verify against the API: the code comes from the server's outbox, not a demo drawer. */

async function fillSignUp(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Carter');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Fresh123');
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('Fresh123');
  await page.getByRole('combobox', { name: 'Address' }).fill('Leeds');
  await page.getByRole('listbox').getByRole('option').first().click();
}

test('sign up, verify with the code from the outbox, and be signed in automatically', async ({
  page,
  localApi,
}) => {
  const email = LocalApi.freshEmail('sam');
  await fillSignUp(page, email);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/email-verification/);
  // Only a real server's outbox has it: HTTP mode has no Demo inbox.
  await expect(page.getByRole('button', { name: 'Demo inbox' })).toHaveCount(0);

  const code = await localApi.codeFor(email);
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('header-name')).toHaveText('Sam Carter');
  await expect(page.getByTestId('header-email')).toHaveText(email);
  // Signed in by the server: the token it issued is kept, and the dashboard was read with it.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/\S{16,}/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
