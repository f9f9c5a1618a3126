import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AUTH_PATHS } from '../../features';

export type ReferrerPolicyValue = 'no-referrer' | 'strict-origin-when-cross-origin';

/**
 * The reset-password page arrives with the reset token and e-mail in its address, so it sends no
 * referrer at all. Every other page sends other sites its origin only (a Google Maps key
 * restricted by HTTP referrer needs it) and its full address only to this site.
 * Paths match like the router's: any case, trailing slashes ignored. The host's Referrer-Policy
 * header follows the same rule (scripts/security-headers.mjs).
 */
export function referrerPolicyFor(pathname: string): ReferrerPolicyValue {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return path === AUTH_PATHS['reset-password']
    ? 'no-referrer'
    : 'strict-origin-when-cross-origin';
}

/**
 * Keeps the document's `<meta name="referrer">` on the policy of the page shown, through
 * client-side navigation too. index.html starts it at `no-referrer`: the tag overrides the
 * host's header, and the reset link's token must not reach even this site's logs in the requests
 * made before the app knows which page it is on. A layout effect, so the policy changes before
 * the new page's own effects start any request.
 */
export function PageReferrerPolicy(): null {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="referrer"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'referrer';
      document.head.append(meta);
    }
    meta.content = referrerPolicyFor(pathname);
  }, [pathname]);
  return null;
}
