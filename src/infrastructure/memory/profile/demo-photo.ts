import type { UploadFile } from '../../../domain/shared/upload';
import { fileToDataUrl } from '../demo/file-data-url';

/** The longest side of a photo the demo keeps, so the demo data still fit in localStorage. */
export const DEMO_PHOTO_MAX_SIDE = 256;

/** Turns an uploaded photo into the viewable address the demo backend stores. */
export type DemoPhotoStore = (file: UploadFile) => Promise<string>;

/** Width and height scaled down to fit `maxSide`, never up. */
export function fitWithin(
  width: number,
  height: number,
  maxSide = DEMO_PHOTO_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * The photo as a data: URL downscaled to at most 256 px on its longest side (PNG for PNG and GIF,
 * to keep transparency; JPEG otherwise). Where the browser has no canvas (or cannot decode the
 * image) the original data: URL is kept.
 */
export const downscaledPhoto: DemoPhotoStore = async (file) => {
  const original = await fileToDataUrl(file);
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function')
    return original;
  try {
    const blob = new Blob([await file.slice(0, file.size).arrayBuffer()], { type: file.type });
    const bitmap = await createImageBitmap(blob);
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return original;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const type =
      file.type === 'image/jpeg' || file.type === 'image/jpg' ? 'image/jpeg' : 'image/png';
    const scaled = await canvas.convertToBlob({ type, quality: 0.85 });
    const result = await fileToDataUrl({
      name: file.name,
      type,
      size: scaled.size,
      slice: (s, e) => scaled.slice(s, e),
    });
    return result.length < original.length ? result : original;
  } catch {
    return original;
  }
};
