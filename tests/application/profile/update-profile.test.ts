import { describe, expect, it } from 'vitest';
import type { SessionChange } from '../../../src/application/ports/session-store.port';
import { UpdateProfile } from '../../../src/application/profile/update-profile.use-case';
import type { ProfileUpdate } from '../../../src/domain/profile/profile';
import { AppError } from '../../../src/domain/shared/app-error';
import { DemoGateway } from '../../../src/infrastructure/memory/demo/demo-gateway';
import { DemoMarketplace } from '../../../src/infrastructure/memory/demo/demo-marketplace';
import { userFromDemo } from '../../../src/infrastructure/memory/demo/demo-mappers';
import { createDemoSeed } from '../../../src/infrastructure/memory/demo/demo-seed';
import { InMemoryProfileRepository } from '../../../src/infrastructure/memory/profile/in-memory-profile-repository';
import {
  LocalStorageSessionStore,
  STORAGE_KEYS,
} from '../../../src/infrastructure/storage/local-storage-session-store';
import { MemoryStorage } from '../../support/memory-storage';
import { pngFile } from '../../contract/profile/profile-repository.contract';

const NOW = new Date('2026-11-22T10:00:00Z');

function setUp() {
  const marketplace = new DemoMarketplace({
    storage: null,
    clock: { now: () => NOW },
    seed: (now) => ({
      ...createDemoSeed(now),
      tokens: [{ token: 'tok-dana', userId: 1, createdAt: NOW.toISOString() }],
    }),
  });
  const storage = new MemoryStorage();
  const session = new LocalStorageSessionStore(storage);
  session.signIn(userFromDemo(marketplace.read((s) => s.users[0]!)), 'tok-dana');
  const changes: SessionChange[] = [];
  session.subscribe((_s, change) => changes.push(change));
  const gateway = new DemoGateway(marketplace, session);
  const repo = new InMemoryProfileRepository(gateway, async () => 'data:image/png;base64,NEW');
  return {
    session,
    storage,
    changes,
    gateway,
    update: new UpdateProfile(repo, session),
  };
}

const UPDATE: ProfileUpdate = {
  firstName: 'Danielle',
  lastName: 'Haulier',
  email: 'danielle@shipper.test',
  phoneNumber: '7700900999',
  address: '2 Park Row, Leeds LS1 5HD',
  businessType: 'Wholesale',
  businessDescription: 'Sheds.',
  photo: null,
};

describe('UpdateProfile', () => {
  it('saves and gives the header the new name, email and photo at once (session user updated and stored)', async () => {
    const { update, session, storage, changes } = setUp();
    const saved = await update.execute({ ...UPDATE, photo: pngFile() });
    expect(saved).toMatchObject({ firstName: 'Danielle', photoUrl: 'data:image/png;base64,NEW' });
    expect(session.current().user).toMatchObject({
      id: 1,
      firstName: 'Danielle',
      lastName: 'Haulier',
      name: 'Danielle Haulier',
      email: 'danielle@shipper.test',
      photoUrl: 'data:image/png;base64,NEW',
    });
    expect(session.current().token).toBe('tok-dana');
    expect(changes).toEqual(['updated']);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({
      first_name: 'Danielle',
      email: 'danielle@shipper.test',
      user_photo: 'data:image/png;base64,NEW',
    });
  });

  it('leaves the session alone when the save fails', async () => {
    const { update, session, gateway, changes } = setUp();
    gateway.failNext('updateProfile', AppError.server('Nope'));
    await expect(update.execute(UPDATE)).rejects.toMatchObject({ serverMessage: 'Nope' });
    expect(session.current().user?.firstName).toBe('Dana');
    expect(changes).toEqual([]);
  });
});
