import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, failNextDemoCall, signIn, test } from './fixtures';

/**
 * Edit Profile in demo mode: saving and its checks, the photo (its size and its content), a
 * failed save or load, and Cancel with unsaved edits.
 */

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A real 600×300 PNG drawn by the browser itself. */
async function drawnPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 300;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#0b5cad';
      context.fillRect(0, 0, 600, 300);
      context.fillStyle = '#fbbf4b';
      context.fillRect(200, 50, 200, 200);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

async function openProfile(page: Page): Promise<void> {
  await signIn(page);
  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Dana');
}

const save = (page: Page) => page.getByRole('button', { name: 'Save Changes' });

test('a changed phone and business description are saved and stay after a reload', async ({
  page,
}) => {
  await openProfile(page);
  await expect(save(page)).toBeDisabled();
  const phone = page.getByRole('textbox', { name: 'Phone Number' });
  // One digit too many is refused, not cut into another number.
  await phone.fill('');
  await phone.pressSequentially('07700 900-456 9');
  await expect(phone).toHaveValue('77009004569');
  await save(page).click();
  await expect(phone).toHaveAccessibleDescription('Phone number must be exactly 10 digits');
  await expect(page.getByText('Profile updated successfully')).toHaveCount(0);
  // Typed as UK numbers are written, it is kept as its 10-digit national number.
  await phone.fill('');
  await phone.pressSequentially('07700 900-456');
  await expect(phone).toHaveValue('7700900456');
  await page
    .getByRole('textbox', { name: 'Business Description' })
    .fill('Garden furniture, sheds and summer houses.');
  await save(page).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(save(page)).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('7700900456');
  await expect(page.getByRole('textbox', { name: 'Business Description' })).toHaveValue(
    'Garden furniture, sheds and summer houses.',
  );
});

test("an invalid email blocks saving with 'Email is invalid'", async ({ page }) => {
  await openProfile(page);
  const email = page.getByRole('textbox', { name: 'Email Address' });
  await email.fill('dana-at-shipper.test');
  await save(page).click();
  await expect(page.getByText('Please fix validation errors')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Email is invalid');
  await expectNoAxeViolations(page, 'Edit Profile with a field error');

  await email.fill('dana@shipper.test');
  await expect(page.getByText('Email is invalid')).toHaveCount(0);
  // Unsaved edits are kept on this device and come back after a reload, said so; throwing them
  // away shows what the server holds, which the refused save never changed.
  await page.reload();
  await expect(
    page.getByText('We kept the changes you had not saved yet.', { exact: false }),
  ).toBeVisible();
  await expect(email).toHaveValue('dana@shipper.test');
  await page.getByRole('button', { name: 'Discard them' }).click();
  await expect(email).toHaveValue('demo@shipper.test');
  await page.reload();
  await expect(email).toHaveValue('demo@shipper.test');
  await expect(
    page.getByText('We kept the changes you had not saved yet.', { exact: false }),
  ).toHaveCount(0);
});

test('a 6 MB photo is refused; a good one is previewed, saved downscaled and shown in the header', async ({
  page,
}) => {
  await openProfile(page);
  const input = page.getByTestId('profile-photo-input');
  const big = Buffer.alloc(6 * 1024 * 1024);
  big.set(PNG_HEADER);
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByText('Image size should be less than 5MB')).toBeVisible();
  await expect(page.getByAltText('Preview of the new profile photo')).toHaveCount(0);
  await expect(save(page)).toBeDisabled();

  await input.setInputFiles({
    name: 'face.png',
    mimeType: 'image/png',
    buffer: await drawnPng(page),
  });
  await expect(page.getByAltText('Preview of the new profile photo')).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await save(page).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  const headerPhoto = page.getByRole('link', { name: /^Edit profile/ }).locator('img');
  await expect(headerPhoto).toHaveAttribute('src', /^data:image\/png;base64,/);
  // Kept at most 256 px wide, so it fits in the demo's localStorage.
  await expect
    .poll(() =>
      headerPhoto.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
    )
    .toEqual([256, 128]);
  await page.reload();
  await expect(page.getByAltText('Current profile photo')).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
});

test('the header shows a new first name and email as soon as they are saved', async ({ page }) => {
  await openProfile(page);
  await expect(page.getByTestId('header-name')).toHaveText('Dana Shipper');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Danielle');
  await page.getByRole('textbox', { name: 'Email Address' }).fill('danielle@shipper.test');
  await save(page).click();
  await expect(page.getByTestId('header-name')).toHaveText('Danielle Shipper');
  await expect(page.getByTestId('header-email')).toHaveText('danielle@shipper.test');
});

test('a failed save keeps every edit; saving again with a double click succeeds', async ({
  page,
}) => {
  await openProfile(page);
  await page.getByRole('textbox', { name: 'Business Type' }).fill('Wholesale');
  await failNextDemoCall(page, 'updateProfile');
  await save(page).click();
  await expect(page.getByText('Failed to update profile')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Business Type' })).toHaveValue('Wholesale');
  await save(page).dblclick();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
});

test('a failed load offers a retry', async ({ page }) => {
  await signIn(page);
  await failNextDemoCall(page, 'profileDetails');
  await page.getByRole('link', { name: /^Edit profile/ }).click();
  await expect(page.getByText('Failed to fetch profile details')).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Dana');
});

test('Cancel with edits asks before discarding them', async ({ page }) => {
  await openProfile(page);
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Changed');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Discard your changes?' })).toBeVisible();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('header-name')).toHaveText('Dana Shipper');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the screen passes axe (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await openProfile(page);
    await expectNoAxeViolations(page, `Edit Profile (${colorScheme})`);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page, `Edit Profile at 375 px (${colorScheme})`);
  });
}
