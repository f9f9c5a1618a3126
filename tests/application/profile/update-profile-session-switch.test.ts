import { describe, expect, it } from 'vitest';
import { UpdateProfile } from '../../../src/application/profile/update-profile.use-case';
import type { User } from '../../../src/domain/auth/user';
import type { ProfileUpdate } from '../../../src/domain/profile/profile';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { browserTabs } from '../../support/browser-tabs';
import { danaProfileForm } from '../../support/users';
import {
  ControlledProfiles,
  DANA_PROFILE,
  presenterWith,
  settle,
} from '../../presentation/profile/profile-fakes';

/**
 * A profile save Dana started must never land on the next user. Tab 2 saves her
 * profile; meanwhile tab 1 signs her out and Bob signs in; then Dana's answer arrives in tab 2.
 */

const DANA: User = { ...danaProfileForm, id: 1, name: 'Dana Shipper', photoUrl: null };
const BOB: User = {
  ...DANA,
  id: 2,
  email: 'other@shipper.test',
  firstName: 'Bob',
  lastName: 'Other',
  name: 'Bob Other',
  phoneNumber: '7700900456',
  address: '9 Deansgate, Manchester M3 2BW',
  businessType: 'Wholesale',
  businessDescription: 'Sheds.',
};
const DANA_SAVES: ProfileUpdate = {
  ...DANA_PROFILE,
  firstName: 'Danielle',
  address: '2 Park Row, Leeds LS1 5HD',
  photo: null,
};
const DANA_SAVED = {
  ...DANA_PROFILE,
  firstName: 'Danielle',
  address: '2 Park Row, Leeds LS1 5HD',
  photoUrl: 'https://files.test/dana.png',
};

function twoTabs() {
  const browser = browserTabs();
  const one = browser.openTab();
  const two = browser.openTab();
  const tab1 = new LocalStorageSessionStore(one.storage, one.otherTabs);
  tab1.signIn(DANA, 'tok-dana');
  const tab2 = new LocalStorageSessionStore(two.storage, two.otherTabs);
  const profiles = new ControlledProfiles();
  return { browser, tab1, tab2, profiles, update: new UpdateProfile(profiles, tab2) };
}

const storedUser = (storage: Pick<Storage, 'getItem'>) =>
  JSON.parse(storage.getItem('user') ?? 'null') as Record<string, unknown> | null;

describe('UpdateProfile across a session switch', () => {
  it("an answer for Dana arriving after Bob signed in elsewhere touches neither Bob's stored user nor the shell's", async () => {
    const { browser, tab1, tab2, profiles, update } = twoTabs();
    const saving = update.execute(DANA_SAVES);
    await settle();
    tab1.clear();
    tab1.signIn(BOB, 'tok-bob');
    profiles.updates[0]?.answer.resolve(DANA_SAVED);
    await expect(saving).rejects.toBeDefined();

    expect(storedUser(browser.shared)).toMatchObject({
      id: 2,
      email: 'other@shipper.test',
      first_name: 'Bob',
      phone_number: '7700900456',
      address: '9 Deansgate, Manchester M3 2BW',
    });
    expect(storedUser(browser.shared)?.user_photo ?? null).toBeNull();
    for (const tab of [tab1, tab2]) expect(tab.current().user).toEqual(BOB);
    expect(tab2.current().token).toBe('tok-bob');
  });

  it('in one tab: a save answered after sign-out and a sign-in as Bob leaves Bob alone', async () => {
    const { browser, tab1, profiles } = twoTabs();
    const saving = new UpdateProfile(profiles, tab1).execute(DANA_SAVES);
    await settle();
    tab1.clear();
    tab1.signIn(BOB, 'tok-bob');
    profiles.updates[0]?.answer.resolve(DANA_SAVED);
    await expect(saving).rejects.toBeDefined();
    expect(tab1.current().user).toEqual(BOB);
    expect(storedUser(browser.shared)).toMatchObject({
      email: 'other@shipper.test',
      first_name: 'Bob',
    });
  });

  it('an answer after a sign-out elsewhere writes no user back beside no token', async () => {
    const { browser, tab1, tab2, profiles, update } = twoTabs();
    const saving = update.execute(DANA_SAVES);
    await settle();
    tab1.clear();
    profiles.updates[0]?.answer.resolve(DANA_SAVED);
    await expect(saving).rejects.toBeDefined();
    expect(browser.shared.getItem('user')).toBeNull();
    expect(tab2.current().user).toBeNull();
  });

  it("the save is sent with its session's signal, aborted by a sign-out or a switch in any tab", async () => {
    const { tab1, profiles, update } = twoTabs();
    void update.execute(DANA_SAVES).catch(() => undefined);
    await settle();
    const signal = profiles.saveOptions[0]?.signal;
    expect(signal?.aborted).toBe(false);
    tab1.clear();
    expect(signal?.aborted).toBe(true);
  });

  it('a save answered while its session stands is applied, even after a profile change elsewhere', async () => {
    const { browser, tab1, tab2, profiles, update } = twoTabs();
    const saving = update.execute(DANA_SAVES);
    await settle();
    // Another tab saved Dana's phone meanwhile: the same session, still hers.
    tab1.updateUser({ ...DANA, phoneNumber: '7700900999' });
    expect(profiles.saveOptions[0]?.signal?.aborted).toBe(false);
    profiles.updates[0]?.answer.resolve(DANA_SAVED);
    await expect(saving).resolves.toEqual(DANA_SAVED);
    expect(tab2.current().user).toMatchObject({ id: 1, firstName: 'Danielle' });
    expect(storedUser(browser.shared)).toMatchObject({ first_name: 'Danielle' });
  });

  it('Edit Profile shows the next user neither a success nor a failure of the old save', async () => {
    const { tab1, tab2, profiles } = twoTabs();
    const { presenter, toasts } = presenterWith(profiles, tab2);
    presenter.start();
    profiles.gets[0]?.resolve(DANA_PROFILE);
    await settle();
    presenter.setField('firstName', 'Danielle');
    const saving = presenter.save();
    await settle();
    tab1.clear();
    tab1.signIn(BOB, 'tok-bob');
    profiles.updates[0]?.answer.resolve(DANA_SAVED);
    await saving;
    expect(toasts.queue).toEqual([]);
    expect(presenter.saveRequest.pending).toBe(false);
    expect(tab2.current().user).toEqual(BOB);
  });
});
