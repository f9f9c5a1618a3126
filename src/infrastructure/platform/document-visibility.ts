import type { PageVisibility } from '../../application/ports/page-visibility.port';

/** The page's visibility from the browser's Page Visibility API; always visible outside a browser. */
export const documentVisibility: PageVisibility = {
  isVisible: () => typeof document === 'undefined' || document.visibilityState === 'visible',
  subscribe(listener) {
    if (typeof document === 'undefined') return () => undefined;
    const onChange = () => listener(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
};
