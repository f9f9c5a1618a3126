import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * An upload is judged by its content too, not only its name and declared type. On
 * Create Job a "photo.png" holding a PDF or plain text and a "notes.pdf" holding HTML are refused
 * with the invalid-files text, while a genuine PNG beside them is kept; on Edit Profile a
 * "face.png" holding HTML is refused and no preview of it is shown. (A .txt and a 6 MB image are covered in
 * create-job.spec.ts.)
 */

const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');
const PNG = readFileSync(path.join(ASSETS, 'parcel-photo.png'));
const PDF = readFileSync(path.join(ASSETS, 'delivery-note.pdf'));
const TEXT = Buffer.from('Just some notes, not a picture.\n');
const HTML = Buffer.from(
  '<!doctype html><html><body><script>window.__xss=1</script></body></html>',
);

const invalidFiles = (names: string) =>
  `Invalid files: ${names}. Only JPG, PNG, GIF, and PDFs under 5 MB are allowed.`;

async function openManualForm(page: Page): Promise<void> {
  await signIn(page);
  await page.getByRole('tab', { name: 'Create Job' }).click();
  await page.getByRole('button', { name: 'Use Manual Mode' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manual Load Creation' })).toBeVisible();
}

const attachedFiles = (page: Page) =>
  page.getByRole('list', { name: 'Attached files' }).getByRole('listitem');

test.describe('uploads are checked by content', () => {
  const disguised = [
    { what: 'a PDF', name: 'photo.png', mimeType: 'image/png', buffer: PDF },
    { what: 'plain text', name: 'photo.png', mimeType: 'image/png', buffer: TEXT },
    { what: 'HTML', name: 'notes.pdf', mimeType: 'application/pdf', buffer: HTML },
  ];
  for (const file of disguised) {
    test(`Create Job refuses ${file.name} holding ${file.what}; a genuine PNG beside it is kept`, async ({
      page,
    }) => {
      await openManualForm(page);
      await page.getByTestId('attachments-input').setInputFiles([
        { name: file.name, mimeType: file.mimeType, buffer: file.buffer },
        { name: 'parcel-photo.png', mimeType: 'image/png', buffer: PNG },
      ]);
      await expect(page.getByText(invalidFiles(file.name))).toBeVisible();
      await expect(attachedFiles(page)).toHaveCount(1);
      await expect(attachedFiles(page)).toContainText('parcel-photo.png');
      await expect(page.getByRole('img', { name: 'Preview of parcel-photo.png' })).toBeVisible();
      await expect(page.getByRole('img', { name: `Preview of ${file.name}` })).toHaveCount(0);
    });
  }

  test('all three disguised files at once are named together; a genuine PDF and PNG pass', async ({
    page,
  }) => {
    await openManualForm(page);
    await page.getByTestId('attachments-input').setInputFiles([
      { name: 'photo.png', mimeType: 'image/png', buffer: PDF },
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: HTML },
      { name: 'delivery-note.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'scan.png', mimeType: 'image/png', buffer: TEXT },
      { name: 'parcel-photo.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect(page.getByText(invalidFiles('photo.png, notes.pdf, scan.png'))).toBeVisible();
    await expect(attachedFiles(page)).toHaveCount(2);
    await expect(attachedFiles(page).nth(0)).toContainText('delivery-note.pdf');
    await expect(attachedFiles(page).nth(1)).toContainText('parcel-photo.png');
  });

  test('Edit Profile refuses face.png holding HTML and keeps nothing to save', async ({ page }) => {
    await signIn(page);
    await page.goto('/profile/edit');
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Dana');
    await page
      .getByTestId('profile-photo-input')
      .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: HTML });
    await expect(page.getByText('Please choose a JPG, PNG or GIF image.')).toBeVisible();
    await expect(page.getByAltText('Preview of the new profile photo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    await page
      .getByTestId('profile-photo-input')
      .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByAltText('Preview of the new profile photo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});
