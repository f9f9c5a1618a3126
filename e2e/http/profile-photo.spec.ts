import type { Locator } from '@playwright/test';
import { expect, PNG, signInAs, test } from './local-api';

/**
 * A new profile photo saved through the API (multipart) is kept by the server on its files
 * origin; the header and Edit Profile show it from there, under the production policy.
 */

/** The address of an image the browser has decoded. */
async function shownFrom(img: Locator): Promise<string> {
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  return (await img.getAttribute('src')) ?? '';
}

test('a new photo is saved, then shown from the files origin in the header and on Edit Profile', async ({
  page,
  localApi,
}) => {
  await signInAs(page, await localApi.newCustomer('photo', 'Priya'));
  const headerLink = page.getByRole('banner').getByRole('link', { name: /^Edit profile/ });
  // A new customer has no photo: the header shows initials.
  await expect(headerLink.locator('img')).toHaveCount(0);
  await headerLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Priya');

  await page.getByTestId('profile-photo-input').setInputFiles(PNG);
  await expect(page.getByAltText('Preview of the new profile photo')).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  const onFilesOrigin = new RegExp(`^${localApi.filesOrigin}/files/`);
  expect(await shownFrom(headerLink.locator('img'))).toMatch(onFilesOrigin);
  await page.reload();
  expect(await shownFrom(page.getByAltText('Current profile photo'))).toMatch(onFilesOrigin);
});
