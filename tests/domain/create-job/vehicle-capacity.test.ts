import { describe, expect, it } from 'vitest';
import { capacityExceeded, overCapacityText } from '../../../src/domain/load/vehicle-capacity';

const MOTORBIKE = { id: 1, name: 'Motorbike courier', loadCapacity: 25 };

describe("weight over the vehicle's load capacity", () => {
  it('gives the capacity when the weight is over it, not at or under it', () => {
    expect(capacityExceeded('25.1', MOTORBIKE)).toBe(25);
    expect(capacityExceeded(' 300 ', MOTORBIKE)).toBe(25);
    expect(capacityExceeded('25', MOTORBIKE)).toBeNull();
    expect(capacityExceeded('3.5', MOTORBIKE)).toBeNull();
  });

  it('says nothing without a vehicle, a known capacity or a readable weight', () => {
    expect(capacityExceeded('300', undefined)).toBeNull();
    expect(capacityExceeded('300', { ...MOTORBIKE, loadCapacity: null })).toBeNull();
    expect(capacityExceeded('300', { ...MOTORBIKE, loadCapacity: 0 })).toBeNull();
    expect(capacityExceeded('', MOTORBIKE)).toBeNull();
    expect(capacityExceeded('lots', MOTORBIKE)).toBeNull();
  });

  it('words the warning with the capacity as the vehicle list writes it', () => {
    expect(overCapacityText(25)).toBe("Over this vehicle's 25 kg limit");
    expect(overCapacityText(26000)).toBe("Over this vehicle's 26,000 kg limit");
  });
});
