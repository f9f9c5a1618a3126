import type { BrowserContext, Page } from '@playwright/test';
import { expect, reportErrorsOf } from '../fixtures';
import { fillManualLoad, publishManualLoad } from './load-form';
import { signInAs, type LocalApi } from './local-api';

/**
 * Select a Bid as the live-update tests open it: a new customer of `api` publishes the manual
 * load, and `page` is left on its bids. Returns the load's id.
 */
export async function publishOnSelectABid(
  page: Page,
  api: LocalApi,
  label: string,
): Promise<number> {
  await signInAs(page, await api.newCustomer(label));
  await fillManualLoad(page);
  await publishManualLoad(page);
  await expect(page).toHaveURL(/\/bids\?load=\d+$/);
  return Number(new URL(page.url()).searchParams.get('load'));
}

/** A second tab of the same browser on the same load's Select a Bid; its errors fail the test. */
export async function secondTab(
  context: BrowserContext,
  loadId: number,
  pageErrors: string[],
): Promise<Page> {
  const tab = await context.newPage();
  reportErrorsOf(tab, pageErrors, 'second tab');
  await tab.goto(`/bids?load=${loadId}`);
  await expect(tab.getByRole('heading', { name: /Select a Bid/ })).toBeVisible();
  return tab;
}

/** The bid card showing `amount` (as written on it, e.g. '£4,321.00'). */
export const bidCard = (page: Page, amount: string) =>
  page.getByTestId('bid-card').filter({ hasText: amount });
