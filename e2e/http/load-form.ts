import type { Page } from '@playwright/test';
import { chooseOption, chosenOption, expect } from '../fixtures';
import { PDF, PNG } from './local-api';

/** A manual load as a customer types it, every field filled, and its two files. */

/** A calendar date two days ahead (in the future whatever the time zone), as a date input wants it. */
function inTwoDays(): string {
  const d = new Date(Date.now() + 2 * 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export const MANUAL_LOAD = {
  pickup: 'Leeds',
  delivery: 'Manchester',
  date: inTwoDays(),
  pickupTime: '09:30',
  deliveryTime: '15:45',
  weight: '120.5',
  items: '3',
  loadType: 'Pallets',
  vehicle: /^Small van/,
  instructions: 'Gate code 4411, ring ahead.',
  files: ['parcel-photo.png', 'delivery-note.pdf'],
} as const;

export const attachedFiles = (page: Page) =>
  page.getByRole('list', { name: 'Attached files' }).getByRole('listitem');

async function pickAddress(page: Page, label: RegExp, query: string): Promise<void> {
  const field = page.getByRole('combobox', { name: label });
  await field.fill(query);
  const option = page.getByRole('listbox').getByRole('option').first();
  await expect(option).toContainText(query);
  await option.click();
  await expect(field).toHaveValue(new RegExp(query));
}

/** Create Job in manual mode with every field of `MANUAL_LOAD` and both files attached. */
export async function fillManualLoad(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Create Job' }).click();
  await page.getByRole('button', { name: 'Use Manual Mode' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manual Load Creation' })).toBeVisible();
  await pickAddress(page, /Pickup address/, MANUAL_LOAD.pickup);
  await pickAddress(page, /Delivery address/, MANUAL_LOAD.delivery);
  await page.getByLabel(/^Pickup date/).fill(MANUAL_LOAD.date);
  await page.getByLabel(/^Pickup time/).fill(MANUAL_LOAD.pickupTime);
  await page.getByLabel('Delivery date (optional)').fill(MANUAL_LOAD.date);
  await page.getByLabel('Delivery time (optional)').fill(MANUAL_LOAD.deliveryTime);
  await page.getByLabel(/^Weight \(kg\)/).fill(MANUAL_LOAD.weight);
  await page.getByLabel(/^Number of items/).fill(MANUAL_LOAD.items);
  await chooseOption(page.getByRole('combobox', { name: /Load type/ }), MANUAL_LOAD.loadType);
  await page.getByLabel('Special instructions (optional)').fill(MANUAL_LOAD.instructions);
  await chooseOption(page.getByRole('combobox', { name: /Vehicle type/ }), MANUAL_LOAD.vehicle);
  await page.getByTestId('attachments-input').setInputFiles([PNG, PDF]);
  await expect(attachedFiles(page)).toHaveCount(2);
}

/** Every field of the form shows `MANUAL_LOAD` as typed, both files still attached. */
export async function expectManualLoadAsTyped(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Manual Load Creation' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Pickup address/ })).toHaveValue(
    new RegExp(MANUAL_LOAD.pickup),
  );
  await expect(page.getByRole('combobox', { name: /Delivery address/ })).toHaveValue(
    new RegExp(MANUAL_LOAD.delivery),
  );
  await expect(page.getByLabel(/^Pickup date/)).toHaveValue(MANUAL_LOAD.date);
  await expect(page.getByLabel(/^Pickup time/)).toHaveValue(MANUAL_LOAD.pickupTime);
  await expect(page.getByLabel('Delivery date (optional)')).toHaveValue(MANUAL_LOAD.date);
  await expect(page.getByLabel('Delivery time (optional)')).toHaveValue(MANUAL_LOAD.deliveryTime);
  await expect(page.getByLabel(/^Weight \(kg\)/)).toHaveValue(MANUAL_LOAD.weight);
  await expect(page.getByLabel(/^Number of items/)).toHaveValue(MANUAL_LOAD.items);
  await expect(chosenOption(page.getByRole('combobox', { name: /Load type/ }))).toHaveText(
    MANUAL_LOAD.loadType,
  );
  await expect(page.getByLabel('Special instructions (optional)')).toHaveValue(
    MANUAL_LOAD.instructions,
  );
  await expect(chosenOption(page.getByRole('combobox', { name: /Vehicle type/ }))).toHaveText(
    MANUAL_LOAD.vehicle,
  );
  await expect(attachedFiles(page)).toHaveText(MANUAL_LOAD.files.map((name) => new RegExp(name)));
}

/** Submit & View Bids, then Publish Job in the confirmation dialog. */
export async function publishManualLoad(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit & View Bids' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Job Publication' })
    .getByRole('button', { name: 'Publish Job' })
    .click();
}
