import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_HELPER_TEXT,
  checkAttachments,
  fitAttachments,
  invalidFilesMessage,
  MAX_ATTACHMENT_BYTES,
} from '../../../src/domain/load/attachment-rules';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

function file(name: string, type: string, head: number[], size = 64): File {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new File([bytes], name, { type });
}

describe('attachments (type, size and content checked)', () => {
  it('accepts JPEG, JPG, PNG, GIF and PDF whose name, declared type and content agree', async () => {
    const picked = [
      file('a.jpeg', 'image/jpeg', JPEG),
      file('b.JPG', 'image/jpeg', JPEG),
      file('c.png', 'image/png', PNG),
      file('d.gif', 'image/gif', GIF),
      file('e.pdf', 'application/pdf', PDF),
    ];
    const result = await checkAttachments(picked);
    expect(result.valid).toEqual(picked);
    expect(result.invalid).toEqual([]);
  });

  it.each([
    ['a text file', file('notes.txt', 'text/plain', [0x68, 0x69])],
    ['a renamed text file', file('fake.png', 'image/png', [0x68, 0x69, 0x21])],
    ['a PNG declared as PDF', file('photo.pdf', 'application/pdf', PNG)],
    [
      'a WebP image',
      file(
        'photo.webp',
        'image/webp',
        [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
      ),
    ],
    ['an image over 5 MB', file('big.png', 'image/png', PNG, MAX_ATTACHMENT_BYTES + 1)],
  ])('refuses %s', async (_label, bad) => {
    const result = await checkAttachments([file('ok.pdf', 'application/pdf', PDF), bad]);
    expect(result.valid.map((f) => f.name)).toEqual(['ok.pdf']);
    expect(result.invalid).toEqual([bad.name]);
  });

  it('keeps a file of exactly 5 MB', async () => {
    const result = await checkAttachments([
      file('edge.png', 'image/png', PNG, MAX_ATTACHMENT_BYTES),
    ]);
    expect(result.invalid).toEqual([]);
  });

  it('names the refused files in the exact spec text', () => {
    expect(invalidFilesMessage(['notes.txt', 'big.png'])).toBe(
      'Invalid files: notes.txt, big.png. Only JPG, PNG, GIF, and PDFs under 5 MB are allowed.',
    );
  });

  it('keeps at most 5 files, filling the room left in order', () => {
    const seven = Array.from({ length: 7 }, (_, i) => file(`f${i}.pdf`, 'application/pdf', PDF));
    expect(fitAttachments(0, seven).accepted).toHaveLength(5);
    expect(fitAttachments(0, seven).overLimit).toEqual(['f5.pdf', 'f6.pdf']);
    expect(fitAttachments(3, seven).accepted.map((f) => f.name)).toEqual(['f0.pdf', 'f1.pdf']);
    expect(fitAttachments(5, seven).accepted).toEqual([]);
  });

  it('says 5 MB in the helper text', () => {
    expect(ATTACHMENT_HELPER_TEXT).toContain('5 MB');
    expect(ATTACHMENT_HELPER_TEXT).not.toContain('10');
  });
});
