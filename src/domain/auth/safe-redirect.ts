/**
 * After sign-in, go back only to a path of this portal. Anything else (another
 * origin, `//host`, `/\host`, `javascript:`, control characters) goes to /dashboard, and so do the
 * landing page and the auth pages (`authPaths`, each view's path), which a signed-in user does not
 * see.
 */
export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

export function safeRedirectTarget(
  raw: string | null | undefined,
  authPaths: Readonly<Record<string, string>>,
): string {
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
  if (path === '/' || Object.values(authPaths).includes(path)) return DEFAULT_SIGNED_IN_PATH;
  return target;
}
