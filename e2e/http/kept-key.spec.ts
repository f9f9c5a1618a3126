import { expectManualLoadAsTyped, fillManualLoad, publishManualLoad } from './load-form';
import { expect, signInAs, takeExpectedErrors, test } from './local-api';

/**
 * A publish that fails on the way may or may not have created the load, so the form keeps the
 * publish's idempotency key with the draft. Restoring the draft and its files after a reload is
 * not a change: the retry sends the same key, and an API that did make the load answers with it
 * instead of making a second one (the local API's own tests hold it to that).
 */
test('a publish that failed on the way keeps its key across a reload, and the retry sends it', async ({
  page,
  localApi,
  pageErrors,
}) => {
  const customer = await localApi.newCustomer('kept-key');
  await signInAs(page, customer);
  await fillManualLoad(page);

  const keys: string[] = [];
  await page.route('**/customer/loads/store', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    // The connection drops during the first upload; the retry goes through.
    return keys.length === 1 ? route.abort('connectionreset') : route.continue();
  });
  await publishManualLoad(page);
  // No answer came, so the load may have been made: the shipper is told to check, not to retry.
  await expect(
    page.getByText(
      'We could not confirm the job was published. Check My Loads before trying again.',
    ),
  ).toBeVisible();
  takeExpectedErrors(pageErrors, /ERR_CONNECTION_RESET/);

  await page.reload();
  await expectManualLoadAsTyped(page);
  await publishManualLoad(page);

  await expect(page).toHaveURL(/\/bids\?load=\d+$/);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/\S/);
  expect(keys[1]).toBe(keys[0]);
});
