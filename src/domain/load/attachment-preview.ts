import { extensionOf } from '../shared/upload';
import type { Attachment } from './load';

/** These extensions preview as an image; anything else says no preview is available. */
export const IMAGE_PREVIEW_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'webp',
  'svg',
] as const;

export const NO_PREVIEW_TEXT = 'Preview not available for this file type';

/** The file's extension from its name, else from its URL's path (a `data:` URL gives its type). */
export function attachmentExtension(attachment: Pick<Attachment, 'name' | 'url'>): string {
  const byName = extensionOf(attachment.name);
  if (byName) return byName;
  const dataType = /^data:image\/([a-z0-9.+-]+)[;,]/i.exec(attachment.url)?.[1]?.toLowerCase();
  if (dataType) return dataType === 'svg+xml' ? 'svg' : dataType;
  const path = attachment.url.split(/[?#]/)[0] ?? '';
  const file = path.slice(path.lastIndexOf('/') + 1);
  return extensionOf(file);
}

/**
 * The address an `<img>` may load, or null: an image type by extension, and a URL that can only
 * fetch (http, https, blob, a same-origin path, or a data: image). SVG stays an image, never inlined (its scripts do
 * not run inside `<img>`).
 */
export function imagePreviewUrl(attachment: Pick<Attachment, 'name' | 'url'>): string | null {
  const extension = attachmentExtension(attachment);
  if (!(IMAGE_PREVIEW_EXTENSIONS as readonly string[]).includes(extension)) return null;
  const url = attachment.url.trim();
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(url)) return url;
  return /^(https?:|blob:|\/(?!\/))/i.test(url) ? url : null;
}

/** An attachment's size in KB, en-GB, one decimal ("0.5 KB", "1,024.0 KB"). */
export function formatSizeKb(bytes: number): string {
  const kb = Math.max(0, Number.isFinite(bytes) ? bytes : 0) / 1024;
  return `${kb.toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} KB`;
}

/** The preview dialog's title, counting from 1. */
export function previewTitle(index: number, total: number): string {
  return `Attachment Preview (${index + 1} of ${total})`;
}
