/** Whether the page is on screen, and when that changes (the Page Visibility API). */
export interface PageVisibility {
  isVisible(): boolean;
  /** Calls `listener` with the new visibility; returns the unsubscriber. */
  subscribe(listener: (visible: boolean) => void): () => void;
}

export const documentVisibility: PageVisibility = {
  isVisible: () => typeof document === 'undefined' || document.visibilityState === 'visible',
  subscribe(listener) {
    if (typeof document === 'undefined') return () => undefined;
    const onChange = () => listener(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
};
