import { describe, expect, it } from 'vitest';
import {
  attachmentExtension,
  formatSizeKb,
  imagePreviewUrl,
  previewTitle,
} from '../../../src/domain/load/attachment-preview';

const file = (name: string, url = `https://files.test/${name}`) => ({ name, url });

describe('attachment preview rules', () => {
  it.each(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg', 'PNG', 'JpEg'])(
    'previews .%s as an image',
    (ext) => {
      expect(imagePreviewUrl(file(`photo.${ext}`))).toBe(`https://files.test/photo.${ext}`);
    },
  );

  it.each(['pdf', 'docx', 'tiff', 'heic', 'txt', ''])('does not preview .%s', (ext) => {
    expect(imagePreviewUrl(file(ext ? `note.${ext}` : 'README'))).toBeNull();
  });

  it('takes the type from the URL when the name has no extension', () => {
    expect(attachmentExtension(file('scan', 'https://files.test/a/b/scan.webp?sig=1#x'))).toBe(
      'webp',
    );
    expect(attachmentExtension(file('logo', 'data:image/svg+xml;base64,PHN2Zz4='))).toBe('svg');
    expect(imagePreviewUrl(file('photo', 'data:image/png;base64,iVBOR'))).toBe(
      'data:image/png;base64,iVBOR',
    );
  });

  it('never gives an <img> a script or other non-fetching address', () => {
    expect(imagePreviewUrl(file('x.png', 'javascript:alert(1)'))).toBeNull();
    expect(imagePreviewUrl(file('x.svg', 'data:text/html,<script>alert(1)</script>'))).toBeNull();
    expect(imagePreviewUrl(file('x.png', '//evil.test/x.png'))).toBeNull();
    expect(imagePreviewUrl(file('x.png', '/storage/x.png'))).toBe('/storage/x.png');
    expect(imagePreviewUrl(file('x.png', 'blob:https://portal.test/1'))).toBe(
      'blob:https://portal.test/1',
    );
  });

  it.each([
    [524, '0.5 KB'],
    [727, '0.7 KB'],
    [0, '0.0 KB'],
    [1024, '1.0 KB'],
    [5 * 1024 * 1024, '5,120.0 KB'],
    [Number.NaN, '0.0 KB'],
  ])('shows %i bytes as %s', (bytes, text) => {
    expect(formatSizeKb(bytes)).toBe(text);
  });

  it('titles the dialog "Attachment Preview (n of total)"', () => {
    expect(previewTitle(0, 2)).toBe('Attachment Preview (1 of 2)');
    expect(previewTitle(1, 2)).toBe('Attachment Preview (2 of 2)');
  });
});
