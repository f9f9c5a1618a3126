import type { AxiosRequestConfig } from 'axios';
import type { UploadFile, UploadProgress } from '../../domain/shared/upload';
import { transferTimeoutMs } from './http-client';

/** About how many bytes a multipart body weighs: its files and its text fields. */
export function multipartBytes(body: FormData): number {
  let bytes = 0;
  body.forEach((value) => {
    bytes += typeof value === 'string' ? new TextEncoder().encode(value).length : value.size;
  });
  return bytes;
}

/**
 * A multipart request's settings: a timeout that grows with what it sends (five 5 MB files need
 * minutes, not 15 s, on an ordinary uplink), and progress as the body goes out.
 */
export function multipartRequest(
  body: FormData,
  onProgress?: (progress: UploadProgress) => void,
): AxiosRequestConfig {
  const total = multipartBytes(body);
  return {
    timeout: transferTimeoutMs(total),
    ...(onProgress
      ? {
          onUploadProgress: (event) =>
            onProgress({ sent: event.loaded, total: event.total ?? total }),
        }
      : {}),
  };
}

/** A browser File is sent as is; any other upload is copied into a Blob of its declared type. */
export async function asBlob(file: UploadFile): Promise<Blob> {
  if (file instanceof Blob) return file;
  return new Blob([await file.slice(0, file.size).arrayBuffer()], { type: file.type });
}
