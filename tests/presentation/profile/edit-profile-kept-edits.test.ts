import { describe, expect, it } from 'vitest';
import { LocalStorageSessionStore } from '../../../src/infrastructure/storage/local-storage-session-store';
import { MemoryKeptFiles } from '../../support/create-job/create-job-fakes';
import { dana } from '../../support/users';
import {
  ControlledProfiles,
  DANA_PROFILE,
  MemoryProfileEdits,
  pngOf,
  presenterWith,
  settle,
} from './profile-fakes';

function signedIn() {
  const session = new LocalStorageSessionStore(null);
  session.signIn(dana, 'tok');
  return session;
}

async function opened(edits: MemoryProfileEdits, files: MemoryKeptFiles) {
  const setup = presenterWith(new ControlledProfiles(), signedIn(), edits, files);
  setup.presenter.start();
  setup.profiles.gets[0]!.resolve(DANA_PROFILE);
  await settle();
  return setup;
}

describe('Edit Profile keeps unsaved edits on this device', () => {
  it('brings back the edits and the new photo the next time the same user opens it', async () => {
    const edits = new MemoryProfileEdits();
    const files = new MemoryKeptFiles();
    const first = await opened(edits, files);
    first.presenter.setField('businessType', 'Wholesale');
    await first.presenter.choosePhoto(pngOf(64, 'me.png'));
    await settle();
    // The session expires here; the same user signs in and opens Edit Profile again.
    const again = await opened(edits, files);
    expect(again.presenter.form.businessType).toBe('Wholesale');
    expect(again.presenter.restoredEdits).toBe(true);
    expect(again.presenter.photoFile?.name).toBe('me.png');
    expect(again.presenter.canSave).toBe(true);
  });

  it('keeps nothing once the form is back as saved', async () => {
    const edits = new MemoryProfileEdits();
    const { presenter } = await opened(edits, new MemoryKeptFiles());
    presenter.setField('businessType', 'Wholesale');
    expect(edits.edits.size).toBe(1);
    presenter.setField('businessType', DANA_PROFILE.businessType);
    expect(edits.edits.size).toBe(0);
  });

  it('a save, or discarding them, throws the kept edits away', async () => {
    const edits = new MemoryProfileEdits();
    const files = new MemoryKeptFiles();
    const first = await opened(edits, files);
    first.presenter.setField('firstName', 'Dee');
    await first.presenter.choosePhoto(pngOf(64));
    await settle();
    first.presenter.discardEdits();
    await settle();
    expect(first.presenter.form.firstName).toBe('Dana');
    expect([edits.edits.size, files.files.size]).toEqual([0, 0]);

    first.presenter.setField('firstName', 'Dee');
    const saving = first.presenter.save();
    first.profiles.updates[0]!.answer.resolve({ ...DANA_PROFILE, firstName: 'Dee' });
    await saving;
    expect(edits.edits.size).toBe(0);
  });

  it('shows how far a new photo has gone out while saving', async () => {
    const { presenter, profiles } = await opened(new MemoryProfileEdits(), new MemoryKeptFiles());
    await presenter.choosePhoto(pngOf(64));
    const saving = presenter.save();
    profiles.saveOptions[0]?.onProgress?.({ sent: 1, total: 4 });
    expect(presenter.uploadPercent).toBe(25);
    profiles.updates[0]!.answer.resolve(DANA_PROFILE);
    await saving;
    expect(presenter.uploadPercent).toBeNull();
  });
});
