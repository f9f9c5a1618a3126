import { AUTH_PATHS } from '../../features';

/**
 * After sign-in, go back only to a path of this portal (decisions Q21). Anything else (another
 * origin, `//host`, `/\host`, `javascript:`, control characters) goes to /dashboard, and so do the
 * landing page and the auth pages, which a signed-in user does not see.
 */
export const DEFAULT_SIGNED_IN_PATH = '/dashboard';
const AUTH_PAGES: readonly string[] = Object.values(AUTH_PATHS);

export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw) return DEFAULT_SIGNED_IN_PATH;
  let target = raw.trim();
  try {
    target = decodeURIComponent(target);
  } catch {
    return DEFAULT_SIGNED_IN_PATH;
  }
  if (
    !target.startsWith('/') ||
    target.startsWith('//') ||
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    /[\\\u0000-\u001f\u007f]/.test(target)
  ) {
    return DEFAULT_SIGNED_IN_PATH;
  }
  const path = target.split(/[?#]/)[0] ?? '';
  if (path === '/' || AUTH_PAGES.includes(path)) return DEFAULT_SIGNED_IN_PATH;
  return target;
}
