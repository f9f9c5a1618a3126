import type { Connection } from '../../application/ports/connection.port';

/** The browser's own idea of its connection (`navigator.onLine` and its events); online outside one. */
export const browserConnection: Connection = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
  subscribe(listener) {
    if (typeof window === 'undefined') return () => undefined;
    const online = () => listener(true);
    const offline = () => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  },
};
