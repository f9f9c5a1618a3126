import { describe, expect, it } from 'vitest';
import {
  checkUpload,
  MEGABYTE,
  sniffFileKind,
  type UploadFile,
} from '../../../src/domain/shared/upload';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31];
const TEXT = [...'hello world'].map((c) => c.charCodeAt(0));

function file(name: string, type: string, head: number[], size = head.length): UploadFile {
  const bytes = new Uint8Array(head);
  return {
    name,
    type,
    size,
    slice: (start = 0, end = bytes.length) => ({
      arrayBuffer: async () => bytes.slice(start, end).buffer,
    }),
  };
}

describe('sniffFileKind', () => {
  it.each([
    [PNG, 'png'],
    [JPEG, 'jpeg'],
    [GIF, 'gif'],
    [PDF, 'pdf'],
    [[0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50], 'webp'],
    [TEXT, null],
    [[], null],
  ])('%j is %s', (head, kind) => {
    expect(sniffFileKind(new Uint8Array(head))).toBe(kind);
  });
});

describe('checkUpload (extension, declared type and content)', () => {
  const kinds = ['jpeg', 'png', 'gif', 'pdf'] as const;

  it.each([
    ['photo.PNG', 'image/png', PNG],
    ['scan.jpg', 'image/jpeg', JPEG],
    ['scan.jpeg', 'image/jpeg', JPEG],
    ['anim.gif', 'image/gif', GIF],
    ['note.pdf', 'application/pdf', PDF],
  ])('accepts %s when name, type and content agree', async (name, type, head) => {
    expect(await checkUpload(file(name, type, head), kinds, 5 * MEGABYTE)).toMatchObject({
      ok: true,
    });
  });

  it.each([
    ['a text file', file('notes.txt', 'text/plain', TEXT)],
    [
      'a script renamed to .png',
      file(
        'evil.png',
        'image/png',
        [...'<script>'].map((c) => c.charCodeAt(0)),
      ),
    ],
    ['a PNG declared as PDF', file('photo.pdf', 'application/pdf', PNG)],
    ['a PDF named .png', file('note.png', 'image/png', PDF)],
    ['a PNG with a wrong declared type', file('photo.png', 'text/html', PNG)],
  ])('refuses %s by type', async (_label, upload) => {
    expect(await checkUpload(upload, kinds, 5 * MEGABYTE)).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses a file over the limit by size', async () => {
    const big = file('big.png', 'image/png', PNG, 5 * MEGABYTE + 1);
    expect(await checkUpload(big, kinds, 5 * MEGABYTE)).toEqual({ ok: false, reason: 'size' });
    const edge = file('edge.png', 'image/png', PNG, 5 * MEGABYTE);
    expect(await checkUpload(edge, kinds, 5 * MEGABYTE)).toMatchObject({ ok: true });
  });
});
