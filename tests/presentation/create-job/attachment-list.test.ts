import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import {
  invalidFilesMessage,
  tooManyFilesMessage,
} from '../../../src/domain/load/attachment-rules';
import { AttachmentList } from '../../../src/presentation/screens/create-job/attachment-list';
import { pdfFile, pngFile, textFile } from '../../support/create-job/create-job-fakes';

describe('AttachmentList', () => {
  it('takes in the checked files as one change: what watches it never sees half an update', async () => {
    const list = new AttachmentList();
    list.restore(null, ['a.png']);
    const seen: string[] = [];
    const stop = autorun(() =>
      seen.push(`${list.names.join('+')} | ${list.error ?? '-'} | ${list.missingNotice ?? '-'}`),
    );
    await list.add([pngFile('a.png'), textFile('notes.txt')]);
    stop();
    expect(seen).toEqual([
      ' | - | Attach again: a.png.',
      `a.png | ${invalidFilesMessage(['notes.txt'])} | -`,
    ]);
  });

  it('keeps at most 5 files when two picks are checked at the same time', async () => {
    const list = new AttachmentList();
    const first = list.add([1, 2, 3].map((i) => pdfFile(`a${i}.pdf`)));
    const second = list.add([1, 2, 3].map((i) => pdfFile(`b${i}.pdf`)));
    await Promise.all([first, second]);
    expect(list.items).toHaveLength(5);
    expect(new Set(list.items.map((a) => a.id)).size).toBe(5);
    const picked = ['a1', 'a2', 'a3', 'b1', 'b2', 'b3'].map((name) => `${name}.pdf`);
    const left = picked.filter((name) => !list.names.includes(name));
    expect(left).toHaveLength(1);
    expect(list.notice).toBe(tooManyFilesMessage(left));
  });

  it("counts the user's changes to the files, and bringing back a kept draft's files is not one", async () => {
    const list = new AttachmentList();
    list.restore([pngFile('a.png')], ['a.png', 'b.pdf']);
    expect(list.edits).toBe(0);
    await list.add([textFile('notes.txt')]);
    expect(list.edits).toBe(0);
    await list.add([pdfFile('b.pdf')]);
    expect(list.edits).toBe(1);
    list.remove(list.items[0]?.id ?? -1);
    list.remove(-1);
    expect(list.edits).toBe(2);
    list.clear();
    list.clear();
    expect(list.edits).toBe(3);
  });
});
