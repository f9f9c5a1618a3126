import { describe, expect, it } from 'vitest';
import { fileUrlReader } from '../../../src/infrastructure/http/file-url';

describe('fileUrlReader: a file or image address the API sent', () => {
  const fileUrl = fileUrlReader('https://api.example.com:8443/api/v1');

  it.each([
    [
      'a root-relative path, against the API origin',
      '/storage/x.pdf',
      'https://api.example.com:8443/storage/x.pdf',
    ],
    [
      'a root-relative path with a query',
      '/storage/x.png?v=2',
      'https://api.example.com:8443/storage/x.png?v=2',
    ],
    [
      'a relative path, against the API origin (not its /api/v1 path)',
      'storage/x.pdf',
      'https://api.example.com:8443/storage/x.pdf',
    ],
    [
      'an absolute https address, as it is',
      'https://files.example.com/a/b.png',
      'https://files.example.com/a/b.png',
    ],
    [
      'an absolute http address, as it is',
      'http://127.0.0.1:8742/b.png',
      'http://127.0.0.1:8742/b.png',
    ],
    ['surrounding spaces', '  https://files.example.com/b.png ', 'https://files.example.com/b.png'],
    [
      'a scheme-relative address, on the API scheme',
      '//cdn.example.net/b.png',
      'https://cdn.example.net/b.png',
    ],
  ])('resolves %s', (_label, address, expected) => {
    expect(fileUrl(address)).toBe(expected);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals and spaces', '  JavaScript:alert(1)'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['data:', 'data:image/png;base64,iVBORw0KGgo='],
    ['data: HTML', 'data:text/html,<script>alert(1)</script>'],
    ['file:', 'file:///etc/passwd'],
    ['blob:', 'blob:https://api.example.com/0b1e'],
    ['ftp:', 'ftp://files.example.com/x.pdf'],
    ['an empty string', ''],
    ['spaces', '   '],
    ['nothing', null],
  ])('drops %s', (_label, address) => {
    expect(fileUrl(address)).toBeNull();
  });

  it('without an API base keeps absolute web addresses and drops relative ones', () => {
    const noApi = fileUrlReader(undefined);
    expect(noApi('https://files.example.com/b.png')).toBe('https://files.example.com/b.png');
    expect(noApi('/storage/x.pdf')).toBeNull();
  });
});
