import type { AxiosRequestConfig } from 'axios';
import type { UploadProgress } from '../../domain/shared/upload';
import { REQUEST_TIMEOUT_MS } from './http-client';

/** The uplink an upload is given time for: a modest 1 Mbit/s, what office Wi-Fi or 4G manage. */
export const UPLOAD_BITS_PER_SECOND = 1_000_000;

/** The usual 15 s, plus the time `bodyBytes` take to go out at 1 Mbit/s. */
export function uploadTimeoutMs(bodyBytes: number): number {
  return REQUEST_TIMEOUT_MS + Math.ceil((Math.max(0, bodyBytes) * 8 * 1000) / UPLOAD_BITS_PER_SECOND);
}

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
    timeout: uploadTimeoutMs(total),
    ...(onProgress
      ? { onUploadProgress: (event) => onProgress({ sent: event.loaded, total: event.total ?? total }) }
      : {}),
  };
}
