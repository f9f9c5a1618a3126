import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileUpdate } from '../../../src/domain/profile/profile';
import { AppError } from '../../../src/domain/shared/app-error';
import { DemoGateway } from '../../../src/infrastructure/memory/demo/demo-gateway';
import { DemoMarketplace } from '../../../src/infrastructure/memory/demo/demo-marketplace';
import { userFromDemo } from '../../../src/infrastructure/memory/demo/demo-mappers';
import { createDemoSeed } from '../../../src/infrastructure/memory/demo/demo-seed';
import {
  DEMO_STORAGE_KEY,
  type DemoState,
} from '../../../src/infrastructure/memory/demo/demo-state';
import { fileToDataUrl } from '../../../src/infrastructure/memory/demo/file-data-url';
import {
  DEMO_PHOTO_MAX_SIDE,
  downscaledPhoto,
  fitWithin,
} from '../../../src/infrastructure/memory/profile/demo-photo';
import { InMemoryProfileRepository } from '../../../src/infrastructure/memory/profile/in-memory-profile-repository';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { MemoryStorage } from '../../support/memory-storage';
import { PNG_BYTES, pngFile } from '../../contract/profile/profile-repository.contract';
import { SEEDED_PASSWORD_HASHES } from '../../../src/infrastructure/memory/demo/demo-seed-passwords';
import { NOT_ABORTED } from '../../support/signals';
import { danaProfileForm } from '../../support/users';

const NOW = new Date('2026-11-22T10:00:00Z');

const UPDATE: ProfileUpdate = { ...danaProfileForm, photo: null };

function demo(storePhoto = vi.fn(async () => 'data:image/png;base64,SMALL')) {
  const storage = new MemoryStorage();
  const marketplace = new DemoMarketplace({
    storage,
    clock: { now: () => NOW },
    seed: (now) => ({
      ...createDemoSeed(now),
      tokens: [{ token: 'tok-dana', userId: 1, createdAt: NOW.toISOString() }],
    }),
  });
  const session = new LocalStorageSessionStore(null);
  session.signIn(userFromDemo(marketplace.read((s) => s.users[0]!)), 'tok-dana');
  const gateway = new DemoGateway(marketplace, session);
  const stored = () => JSON.parse(storage.getItem(DEMO_STORAGE_KEY) ?? 'null') as DemoState;
  return {
    repo: new InMemoryProfileRepository(gateway, storePhoto),
    gateway,
    session,
    stored,
    storePhoto,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('InMemoryProfileRepository (demo backend)', () => {
  it("reads the signed-in customer's profile", async () => {
    const { repo } = demo();
    expect(await repo.get(NOT_ABORTED)).toMatchObject({
      firstName: 'Dana',
      lastName: 'Shipper',
      email: 'demo@shipper.test',
    });
  });

  it('updates the demo customer in place and persists it', async () => {
    const { repo, stored } = demo();
    await repo.update(
      { ...UPDATE, phoneNumber: '7700900999', businessDescription: 'Sheds too.' },
      { signal: NOT_ABORTED },
    );
    const users = stored().users;
    expect(users.find((u) => u.id === 1)).toMatchObject({
      id: 1,
      phoneNumber: '7700900999',
      businessDescription: 'Sheds too.',
      // The password stays as it was: hashed, never the text.
      passwordHash: SEEDED_PASSWORD_HASHES[1],
    });
    expect(users.find((u) => u.id === 2)?.phoneNumber).toBe('7700900456');
  });

  it('clears Business type and Business description when they are saved empty, as the API does', async () => {
    const { repo } = demo();
    await repo.update(UPDATE, { signal: NOT_ABORTED });
    const saved = await repo.update(
      { ...UPDATE, businessType: '', businessDescription: '' },
      { signal: NOT_ABORTED },
    );
    expect(saved).toMatchObject({ businessType: '', businessDescription: '' });
    expect(await repo.get(NOT_ABORTED)).toMatchObject({
      businessType: '',
      businessDescription: '',
    });
  });

  it('stores a new photo through its photo store and keeps the old one when none is sent', async () => {
    const { repo, storePhoto } = demo();
    const photo = pngFile();
    expect((await repo.update({ ...UPDATE, photo }, { signal: NOT_ABORTED })).photoUrl).toBe(
      'data:image/png;base64,SMALL',
    );
    expect(storePhoto).toHaveBeenCalledWith(photo);
    expect(
      (await repo.update({ ...UPDATE, firstName: 'Dee' }, { signal: NOT_ABORTED })).photoUrl,
    ).toBe('data:image/png;base64,SMALL');
    expect(storePhoto).toHaveBeenCalledTimes(1);
  });

  it("allows keeping one's own email in another case, refuses another customer's", async () => {
    const { repo } = demo();
    await expect(
      repo.update({ ...UPDATE, email: 'Demo@Shipper.test' }, { signal: NOT_ABORTED }),
    ).resolves.toMatchObject({
      email: 'Demo@Shipper.test',
    });
    await expect(
      repo.update({ ...UPDATE, email: 'OTHER@shipper.test' }, { signal: NOT_ABORTED }),
    ).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { email: ['The email has already been taken.'] },
    });
  });

  it('keeps the profile form rules as a backend would, by the API field names', async () => {
    const { repo } = demo();
    const error = await repo
      .update(
        { ...UPDATE, firstName: '', email: 'nope', phoneNumber: '123' },
        { signal: NOT_ABORTED },
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).fieldErrors).toEqual({
      first_name: ['First name is required'],
      email: ['Email is invalid'],
      phone_number: ['Phone number must be exactly 10 digits'],
    });
    expect((await repo.get(NOT_ABORTED)).firstName).toBe('Dana');
  });

  it("answers a planned fault of 'updateProfile' and changes nothing", async () => {
    const { repo, gateway } = demo();
    gateway.failNext('updateProfile', AppError.server('Boom'));
    await expect(
      repo.update({ ...UPDATE, firstName: 'Zed' }, { signal: NOT_ABORTED }),
    ).rejects.toMatchObject({
      serverMessage: 'Boom',
    });
    expect((await repo.get(NOT_ABORTED)).firstName).toBe('Dana');
  });

  it("answers a planned fault of 'profileDetails'", async () => {
    const { repo, gateway } = demo();
    gateway.failNext('profileDetails');
    await expect(repo.get(NOT_ABORTED)).rejects.toBeInstanceOf(AppError);
    await expect(repo.get(NOT_ABORTED)).resolves.toMatchObject({ email: 'demo@shipper.test' });
  });

  it('refuses a signed-out caller and expires the session', async () => {
    const { repo, session } = demo();
    session.signIn(session.current().user!, 'tok-unknown');
    await expect(repo.get(NOT_ABORTED)).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(session.current().token).toBeNull();
  });
});

describe('the demo photo (fits in localStorage)', () => {
  it.each([
    [1024, 768, 256, 192],
    [300, 1200, 64, 256],
    [200, 100, 200, 100],
    [256, 256, 256, 256],
  ])('fits %i×%i within 256 px as %i×%i', (w, h, fw, fh) => {
    expect(fitWithin(w, h)).toEqual({ width: fw, height: fh });
  });

  it('encodes a file as a data: URL of its own type', async () => {
    const url = await fileToDataUrl(pngFile());
    expect(url).toBe(`data:image/png;base64,${Buffer.from(PNG_BYTES).toString('base64')}`);
  });

  it('keeps the original data: URL where there is no canvas', async () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    expect(await downscaledPhoto(pngFile())).toBe(await fileToDataUrl(pngFile()));
  });

  it('draws the photo at most 256 px wide on a canvas and keeps the smaller result', async () => {
    const drawn: number[][] = [];
    const closed = vi.fn();
    vi.stubGlobal('createImageBitmap', async () => ({ width: 2048, height: 1024, close: closed }));
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          readonly width: number,
          readonly height: number,
        ) {}
        getContext() {
          return { drawImage: (_image: unknown, ...box: number[]) => drawn.push(box) };
        }
        async convertToBlob(options: { type: string }) {
          return new Blob([new Uint8Array([1, 2, 3])], { type: options.type });
        }
      },
    );
    const big = new File([new Uint8Array(4096)], 'big.jpg', { type: 'image/jpeg' });
    expect(await downscaledPhoto(big)).toBe('data:image/jpeg;base64,AQID');
    expect(drawn).toEqual([[0, 0, DEMO_PHOTO_MAX_SIDE, 128]]);
    expect(closed).toHaveBeenCalled();
  });

  it('keeps the original when the image cannot be decoded', async () => {
    vi.stubGlobal('createImageBitmap', async () => {
      throw new Error('bad image');
    });
    vi.stubGlobal('OffscreenCanvas', class {});
    expect(await downscaledPhoto(pngFile())).toBe(await fileToDataUrl(pngFile()));
  });
});
