import { describe, expect, it } from 'vitest';
import type { ProfileRepository } from '../../../src/application/ports/profile-repository.port';
import type { Profile, ProfileUpdate } from '../../../src/domain/profile/profile';
import { AppError } from '../../../src/domain/shared/app-error';
import type { UploadFile } from '../../../src/domain/shared/upload';
import { blobFromDataUrl } from '../../../src/infrastructure/memory/history/in-memory-attachment-downloader';
import { NOT_ABORTED } from '../../support/signals';
import { danaProfileForm } from '../../support/users';

/**
 * What every ProfileRepository must do. The scenario: the signed-in customer is Dana Shipper
 * (demo@shipper.test, no photo); another customer uses other@shipper.test.
 */
export const DANA: Profile = {
  ...danaProfileForm,
  businessDescription: 'Garden furniture and outdoor living, sold online and in two showrooms.',
  photoUrl: null,
};
export const OTHER_EMAIL = 'other@shipper.test';

/** A tiny real PNG (1×1). */
export const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

export function pngFile(name = 'me.png'): UploadFile {
  return new File([PNG_BYTES], name, { type: 'image/png' });
}

/** What a photo address shows: a data: URL decoded, a web address fetched as a browser would. */
async function photoAt(url: string): Promise<{ type: string; bytes: Uint8Array }> {
  const blob = url.startsWith('data:') ? blobFromDataUrl(url) : await (await fetch(url)).blob();
  return { type: blob.type, bytes: new Uint8Array(await blob.arrayBuffer()) };
}

function updateOf(change: Partial<ProfileUpdate>): ProfileUpdate {
  const { photoUrl: _photo, ...fields } = DANA;
  return { ...fields, photo: null, ...change };
}

export function describeProfileRepositoryContract(
  name: string,
  makeRepo: () => Promise<ProfileRepository>,
): void {
  describe(`ProfileRepository contract: ${name}`, () => {
    it("gives the signed-in customer's profile", async () => {
      const repo = await makeRepo();
      expect(await repo.get(NOT_ABORTED)).toEqual(DANA);
    });

    it('saves every field and answers with the saved profile, which a later read returns', async () => {
      const repo = await makeRepo();
      const update = updateOf({
        firstName: 'Danielle',
        phoneNumber: '7700900999',
        businessType: '',
        businessDescription: 'Now selling sheds as well.',
      });
      const saved = await repo.update(update, { signal: NOT_ABORTED });
      expect(saved).toMatchObject({
        firstName: 'Danielle',
        phoneNumber: '7700900999',
        businessDescription: 'Now selling sheds as well.',
        email: DANA.email,
      });
      expect(await repo.get(NOT_ABORTED)).toEqual(saved);
    });

    it('keeps a new photo viewable', async () => {
      const repo = await makeRepo();
      const saved = await repo.update(updateOf({ photo: pngFile() }), { signal: NOT_ABORTED });
      expect(saved.photoUrl).toMatch(/^(data:image\/png;base64,|https?:\/\/)/);
      expect(await photoAt(saved.photoUrl ?? '')).toEqual({ type: 'image/png', bytes: PNG_BYTES });
      expect((await repo.get(NOT_ABORTED)).photoUrl).toBe(saved.photoUrl);
    });

    it("refuses another customer's email as a validation error on the email field", async () => {
      const repo = await makeRepo();
      const error = await repo
        .update(updateOf({ email: OTHER_EMAIL }), { signal: NOT_ABORTED })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).kind).toBe('validation');
      expect((error as AppError).fieldErrors.email?.[0]).toBe('The email has already been taken.');
      expect((await repo.get(NOT_ABORTED)).email).toBe(DANA.email);
    });
  });
}
