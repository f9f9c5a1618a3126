import { useEffect } from 'react';

/** The title of a page with no screen title of its own (the landing page). */
export const APP_TITLE = 'Bidhaul · Customer portal';

/** A screen's document title: what it is, then the product, as tabs and history lists show it. */
export function pageTitle(screen: string): string {
  return `${screen} · Bidhaul`;
}

/**
 * Names the page in the browser's tab, its history and bookmarks, and for screen readers, which
 * read the title when a page changes. Each screen sets its own; the next screen replaces it.
 */
export function usePageTitle(screen: string | null): void {
  useEffect(() => {
    document.title = screen === null ? APP_TITLE : pageTitle(screen);
  }, [screen]);
}
