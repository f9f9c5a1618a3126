import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { AxiosInstance } from 'axios';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { createHttpClient } from '../../infrastructure/http/http-client';
import { HttpEventStream } from '../../infrastructure/http/http-event-stream';
import { HttpLiveUpdates } from '../../infrastructure/http/http-live-updates';
import { HttpLoadRepository } from '../../infrastructure/http/http-load-repository';
import { SharedLiveUpdates } from '../../infrastructure/tabs/shared-live-updates';
import { SharedLoadRepository } from '../../infrastructure/tabs/shared-reads';
import { browserTabPlatform } from '../../infrastructure/tabs/tab-platform';
import { HttpClientToken, ReadSharingToken } from './adapter-sets';
import { Clock } from '../../application/ports/clock.port';
import { LiveUpdates } from '../../application/ports/live-updates.port';
import { LoadRepository } from '../../application/ports/load-repository.port';
import { PageVisibility } from '../../application/ports/page-visibility.port';
import { SessionStore } from '../../application/ports/session-store.port';
import { Timers } from '../../application/ports/timers.port';

const systemClock: Clock = { now: () => new Date() };

/** The live updates every tab of the browser shares, where the browser lets tabs share work. */
const TabSharingToken: ServiceIdentifier<SharedLiveUpdates | null> = Symbol('TabSharing');

/** What every HTTP adapter stands on, used when an API base URL is set. */
export function sharedHttpModule(config: AppConfig): ContainerModule {
  const baseUrl = config.apiBaseUrl ?? '';
  return new ContainerModule(({ bind }) => {
    bind(Clock).toConstantValue(systemClock);
    bind(TabSharingToken)
      .toResolvedValue(
        (session: SessionStore, timers: Timers, visibility: PageVisibility) => {
          const platform = browserTabPlatform();
          if (!platform) return null;
          return new SharedLiveUpdates({
            session,
            visibility,
            timers,
            platform,
            stream: (sink) => new HttpEventStream({ baseUrl, session, timers }, sink),
          });
        },
        [SessionStore, Timers, PageVisibility],
      )
      .inSingletonScope();
    bind(ReadSharingToken).toResolvedValue(
      (tabs: SharedLiveUpdates | null) => tabs,
      [TabSharingToken],
    );
    // From the page's first call to the API on, Sign Out or another user takes this device's
    // push subscription off the API, as the user who made it (perhaps in an earlier visit). Its
    // code downloads after the call's, not before the screen.
    bind(HttpClientToken)
      .toResolvedValue(
        (session: SessionStore) => {
          const http = createHttpClient(baseUrl, session);
          void import('./push-with-its-user').then(({ followPushOfSessions }) =>
            followPushOfSessions(http, session),
          );
          return http;
        },
        [SessionStore],
      )
      .inSingletonScope();
    // A load's details are read with its bids on Select a Bid's timer, and shared between tabs
    // as they are.
    bind(LoadRepository)
      .toResolvedValue(
        (http: AxiosInstance, sharing: SharedLiveUpdates | null) => {
          const loads = new HttpLoadRepository(http);
          return sharing ? new SharedLoadRepository(loads, sharing) : loads;
        },
        [HttpClientToken, TabSharingToken],
      )
      .inSingletonScope();
    // One channel for the page, whichever screens listen to it; one for the browser where it can.
    bind(LiveUpdates)
      .toResolvedValue(
        (sharing: SharedLiveUpdates | null, session: SessionStore, timers: Timers) =>
          sharing ?? new HttpLiveUpdates({ baseUrl, session, timers }),
        [TabSharingToken, SessionStore, Timers],
      )
      .inSingletonScope();
  });
}
