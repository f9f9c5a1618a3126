import { describe, expect, it } from 'vitest';
import { loadFromDto } from '../../../src/infrastructure/http/load.serialization';

const asSent = (address: string | null) => address;

describe("a load's counties from the API (pickup_state_name, delivery_state_name)", () => {
  it('reads them when the record carries them', () => {
    const load = loadFromDto(
      { id: 1, pickup_state_name: 'West Yorkshire', delivery_state_name: ' Greater Manchester ' },
      asSent,
    );
    expect(load.pickupRegion).toBe('West Yorkshire');
    expect(load.deliveryRegion).toBe('Greater Manchester');
  });

  it('knows none when they are missing or blank', () => {
    const load = loadFromDto({ id: 1, pickup_state_name: '  ' }, asSent);
    expect(load.pickupRegion).toBeNull();
    expect(load.deliveryRegion).toBeNull();
  });
});
