import type { AxiosInstance } from 'axios';

/** A file or image address as the API sent it, read as the browser may load it, or null. */
export type FileUrl = (address: string | null) => string | null;

/**
 * The one rule for every file or image address the API sends (attachments, the user's photo, bidder
 * photos, company logos, driver avatars). A relative address (`/storage/x.pdf`) names a file on the
 * API's own server, so it is read against the API's origin, never the portal's. An absolute http(s)
 * address stays as it is: files may live on other origins. Anything else (`javascript:`, `data:`,
 * `file:`…) is dropped: from the API, the portal loads and downloads web addresses only.
 */
export function fileUrlReader(apiBaseUrl: string | undefined): FileUrl {
  const apiOrigin = originOf(apiBaseUrl);
  return (address) => {
    const text = address?.trim();
    if (!text) return null;
    let url: URL;
    try {
      url = new URL(text, apiOrigin);
    } catch {
      return null;
    }
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  };
}

/** The rule for the API an adapter talks to: its client's base URL. */
export function apiFileUrl(http: AxiosInstance): FileUrl {
  return fileUrlReader(http.defaults.baseURL);
}

function originOf(apiBaseUrl: string | undefined): string | undefined {
  if (!apiBaseUrl) return undefined;
  try {
    return new URL(apiBaseUrl).origin;
  } catch {
    return undefined;
  }
}
