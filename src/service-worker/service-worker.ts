/// <reference lib="webworker" />
// The portal's service worker (built by vite-plugin-pwa's injectManifest into /service-worker.js).
// It keeps the app's shell and hashed files for offline use and nothing else: the API's answers
// carry users' data, so no request to the API is ever answered from here. It shows the API's
// pushes as notifications (push-notifications.ts).
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  openNotification,
  readPush,
  showPush,
  type NotificationPlatform,
} from './push-notifications';

declare const self: ServiceWorkerGlobalScope;

// The build's files, each under a revision, so a deploy replaces exactly what changed.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every address of the portal is the same page (the app routes in the browser), so a visit to any
// of them offline opens from the cached index.html. Only navigations of this origin reach here.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html')));

// A new version waits until the page says so ('Reload'): never while someone is mid-form.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** The registration's notifications and the portal's windows, for the push and click rules. */
const platform: NotificationPlatform = {
  origin: self.location.origin,
  showNotification: (title, options) => self.registration.showNotification(title, options),
  getNotifications: (tag) => self.registration.getNotifications({ tag }),
  windows: () => self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
  openWindow: (url) => self.clients.openWindow(url),
};

// A push from the API (a new bid, a trip's change) while the portal may be closed.
self.addEventListener('push', (event) => {
  let json: unknown = null;
  try {
    json = event.data?.json();
  } catch {
    // Not JSON: not a push of the portal's.
  }
  const push = readPush(json);
  if (push) event.waitUntil(showPush(push, platform));
});

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openNotification(event.notification, platform));
});
