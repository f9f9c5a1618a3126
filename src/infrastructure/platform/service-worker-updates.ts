import type { Workbox } from 'workbox-window';
import type { PortalUpdates } from '../../application/ports/portal-updates.port';

/** Where the build puts the service worker (vite.config.ts); its scope is the whole portal. */
const SCRIPT = '/service-worker.js';

/**
 * A portal left open for days would not hear of a deploy: the browser looks for a new service
 * worker only when a page of the site is opened. So the page asks too, hourly, and whenever it
 * comes back on screen or online.
 */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * The portal's service worker, through Workbox's window library (downloaded with the first
 * registration, not with the entry). Only a production build has a service worker to register.
 */
export class ServiceWorkerUpdates implements PortalUpdates {
  private workbox: Promise<Workbox> | null = null;
  private onReady: (() => void) | null = null;

  watch(onReady: () => void): () => void {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => undefined;
    this.onReady = onReady;
    this.workbox ??= import('workbox-window').then(({ Workbox }) => {
      const workbox = new Workbox(SCRIPT);
      // A version found waiting, at registration or later, is offered; a first install is not.
      workbox.addEventListener('waiting', () => this.onReady?.());
      // A browser that refuses (a private window, a policy) just keeps no offline copy.
      workbox.register().catch(() => undefined);
      return workbox;
    });
    const check = () => {
      if (document.visibilityState === 'visible') void this.workbox?.then((wb) => wb.update());
    };
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('online', check);
    return () => {
      this.onReady = null;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('online', check);
    };
  }

  apply(): void {
    void this.workbox?.then((workbox) => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  }
}
