import { ContainerModule } from 'inversify';
import type { MapService, RouteMap } from '../../application/ports/route-map.port';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { GoogleAddressLookup } from '../../infrastructure/maps/google/google-address-lookup';
import { OfflineAddressLookup } from '../../infrastructure/maps/offline/offline-address-lookup';
import { RouteMapLoader } from '../../application/ports/route-map.port';
import { AddressLookup } from '../../application/ports/address-lookup.port';

/** The maps services, named here so a screen can name them before their code loads. */
export const GOOGLE_MAPS_SERVICE: MapService = { name: 'Google Maps', usesApiKey: true };
export const OFFLINE_SKETCH_SERVICE: MapService = {
  name: 'offline route sketch',
  usesApiKey: false,
};

/**
 * The map adapter the configuration picks: Google with a key, else the offline sketch. Each
 * adapter is its own chunk, loaded the first time a route dialog opens (My Trips; History's View
 * on Map), then reused.
 */
export function routeMapLoader(mapsApiKey: string | null): RouteMapLoader {
  let loading: Promise<RouteMap> | null = null;
  const load = (): Promise<RouteMap> =>
    mapsApiKey
      ? import('../../infrastructure/maps/google/google-route-map').then(
          (m) => new m.GoogleRouteMap(mapsApiKey),
        )
      : import('../../presentation/components/route-map/offline-route-map').then(
          (m) => new m.OfflineRouteMap(),
        );
  return {
    service: mapsApiKey ? GOOGLE_MAPS_SERVICE : OFFLINE_SKETCH_SERVICE,
    load: () => {
      loading ??= load().catch((error: unknown) => {
        loading = null; // a failed chunk load may be retried
        throw error;
      });
      return loading;
    },
  };
}

/** Google adapters with a Maps key, the offline gazetteer and sketch without. */
export function mapsModule(config: AppConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const key = config.mapsApiKey;
    bind(AddressLookup)
      .toResolvedValue(() => (key ? new GoogleAddressLookup(key) : new OfflineAddressLookup()))
      .inSingletonScope();
    bind(RouteMapLoader)
      .toResolvedValue(() => routeMapLoader(key))
      .inSingletonScope();
  });
}
