/**
 * A file the user picked, as the core sees it. The browser's `File` satisfies it structurally,
 * so the core never touches DOM types.
 */
export interface UploadFile {
  readonly name: string;
  /** The declared MIME type. */
  readonly type: string;
  /** Bytes. */
  readonly size: number;
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

export type FileKind = 'jpeg' | 'png' | 'gif' | 'pdf' | 'webp';

export const MEGABYTE = 1024 * 1024;

const EXTENSIONS: Record<FileKind, readonly string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  gif: ['gif'],
  pdf: ['pdf'],
  webp: ['webp'],
};

const MIME_TYPES: Record<FileKind, readonly string[]> = {
  jpeg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  pdf: ['application/pdf'],
  webp: ['image/webp'],
};

/** The file kind its first bytes (magic numbers) prove, or null. */
export function sniffFileKind(head: Uint8Array): FileKind | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    head[8] === 0x57 &&
    head[9] === 0x45 &&
    head[10] === 0x42 &&
    head[11] === 0x50
  ) {
    return 'webp';
  }
  return null;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * A file is accepted only when its extension, its declared type and its content all agree on one
 * of the allowed kinds, and it is within the size limit.
 */
export async function checkUpload(
  file: UploadFile,
  allowed: readonly FileKind[],
  maxBytes: number,
): Promise<{ ok: true; kind: FileKind } | { ok: false; reason: 'type' | 'size' }> {
  const ext = extensionOf(file.name);
  const byName = allowed.find((kind) => EXTENSIONS[kind].includes(ext));
  if (!byName || !MIME_TYPES[byName].includes(file.type.toLowerCase()))
    return { ok: false, reason: 'type' };
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (sniffFileKind(head) !== byName) return { ok: false, reason: 'type' };
  if (file.size > maxBytes) return { ok: false, reason: 'size' };
  return { ok: true, kind: byName };
}

/** How far a request body has gone out: bytes sent of the total. */
export interface UploadProgress {
  readonly sent: number;
  readonly total: number;
}

/** Whole percent sent, 0 to 100; 0 while the total is unknown. */
export function percentSent({ sent, total }: UploadProgress): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((sent / total) * 100)));
}
