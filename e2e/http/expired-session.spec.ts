import { expectManualLoadAsTyped, fillManualLoad, publishManualLoad } from './load-form';
import { expect, signInAs, takeExpectedErrors, test, tokenOf } from './local-api';

/**
 * A session that ends while a job is being published keeps the job: the API answers Publish with
 * 401, the portal signs out to /login remembering /create-job, and the same customer signing in
 * again finds the form as typed, files included, ready to publish.
 */
test('Publish answered 401: sign in again, and /create-job shows every field as typed', async ({
  page,
  localApi,
  pageErrors,
}) => {
  const customer = await localApi.newCustomer('expiry');
  await signInAs(page, customer);
  await fillManualLoad(page);
  await localApi.failNext('publishLoad', await tokenOf(page), 401);
  await publishManualLoad(page);

  await expect(page).toHaveURL(/\/login\?redirect=%2Fcreate-job$/);
  await expect(page.getByText('Your session has ended')).toBeVisible();
  expect(takeExpectedErrors(pageErrors, /the server responded with a status of 401/)).toHaveLength(
    1,
  );
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page).toHaveURL(/\/create-job$/);
  await expectManualLoadAsTyped(page);
  // Nothing reached the server the first time: publishing now creates the load, files and all.
  await publishManualLoad(page);
  await expect(page).toHaveURL(/\/bids\?load=\d+$/);
});
