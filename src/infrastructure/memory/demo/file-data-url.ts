import type { UploadFile } from '../../../domain/shared/upload';

const CHUNK = 0x8000;

/** The file's bytes as a `data:` URL of its declared type, so a demo attachment stays viewable. */
export async function fileToDataUrl(file: UploadFile): Promise<string> {
  const bytes = new Uint8Array(await file.slice(0, file.size).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}
