import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { IndexedDbKeptFiles } from '../../../src/infrastructure/storage/indexed-db-kept-files';
import { keptFilesKey } from '../../../src/application/ports/kept-files.port';
import { pdfFile, pngFile } from '../../support/create-job/create-job-fakes';

const DANA = keptFilesKey('dana@shipper.test', 'create-job');
const DANA_PHOTO = keptFilesKey('dana@shipper.test', 'profile-photo');
const SAM = keptFilesKey('sam@carter.test', 'create-job');

const files = new IndexedDbKeptFiles();
beforeEach(async () => {
  files.clearAll();
  // clearAll does not wait; a round trip does.
  await files.load(DANA);
});

const namesOf = async (key: string) => (await files.load(key))?.map((f) => `${f.name}:${f.type}:${f.size}`);

describe('IndexedDbKeptFiles', () => {
  it('keeps files with their names, types and bytes, per key', async () => {
    expect(await files.save(DANA, [pngFile('a.png', 64), pdfFile('b.pdf')])).toBe(true);
    expect(await namesOf(DANA)).toEqual(['a.png:image/png:64', 'b.pdf:application/pdf:14']);
    const [png] = (await files.load(DANA)) ?? [];
    expect([...new Uint8Array(await png!.slice(0, 4).arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(await files.load(SAM)).toEqual([]);
  });

  it('saving an empty list removes what was kept', async () => {
    await files.save(DANA, [pngFile()]);
    await files.save(DANA, []);
    expect(await files.load(DANA)).toEqual([]);
  });

  it('keeps only one owner\'s files when another user signs in, and nothing after a sign-out', async () => {
    await files.save(DANA, [pngFile()]);
    await files.save(DANA_PHOTO, [pngFile('me.png')]);
    await files.save(SAM, [pdfFile()]);
    files.keepOnly('dana@shipper.test');
    expect(await namesOf(SAM)).toEqual([]);
    expect(await namesOf(DANA_PHOTO)).toEqual(['me.png:image/png:64']);
    files.clearAll();
    expect(await files.load(DANA)).toEqual([]);
  });

  it('says it cannot keep files where the browser has no IndexedDB', async () => {
    const none = new IndexedDbKeptFiles(() => false);
    expect(await none.save(DANA, [pngFile()])).toBe(false);
    expect(await none.load(DANA)).toBeNull();
  });
});
