import { useSyncExternalStore } from 'react';

const supported = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a media query matches now, following its changes: `(prefers-color-scheme: dark)` or a
 * theme breakpoint (`theme.breakpoints.down('sm')`, whose `@media` prefix is dropped). False where
 * the browser cannot tell. A few lines in place of MUI's useMediaQuery, which the app's entry
 * would otherwise carry for the colour scheme alone.
 */
export function useMediaMatch(query: string): boolean {
  const media = query.replace(/^@media\s*/, '');
  return useSyncExternalStore(
    (onChange) => {
      if (!supported()) return () => undefined;
      const list = window.matchMedia(media);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => supported() && window.matchMedia(media).matches,
    () => false,
  );
}
