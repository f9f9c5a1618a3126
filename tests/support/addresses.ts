import type { AddressResult } from '../../src/application/ports/address-lookup.port';

/** Leeds as the address lookup resolves it when picked from the suggestions. */
export const LEEDS_PICKED: AddressResult = {
  address: 'Leeds, West Yorkshire LS1',
  latitude: 53.8,
  longitude: -1.55,
  cityName: 'Leeds',
  zipcode: 'LS1',
  stateName: 'West Yorkshire',
  isFromDropdown: true,
};
