import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../infrastructure/config/app-config';
import { GoogleAddressLookup } from '../../infrastructure/maps/google/google-address-lookup';
import { OfflineAddressLookup } from '../../infrastructure/maps/offline/offline-address-lookup';
import { AddressLookupToken } from '../tokens';

/** Decisions M2: Google adapters with a key, the offline gazetteer without. */
export function mapsModule(config: AppConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const key = config.mapsApiKey;
    bind(AddressLookupToken)
      .toResolvedValue(() => (key ? new GoogleAddressLookup(key) : new OfflineAddressLookup()))
      .inSingletonScope();
  });
}
