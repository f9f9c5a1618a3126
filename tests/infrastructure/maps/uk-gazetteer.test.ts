import { describe, expect, it } from 'vitest';
import { UK_GAZETTEER } from '../../../src/infrastructure/maps/offline/uk-gazetteer';

const find = (name: string) => UK_GAZETTEER.find((p) => p.name === name && p.town === undefined);

describe('UK gazetteer', () => {
  it('holds at least 170 places, including ~30 postcode districts', () => {
    expect(UK_GAZETTEER.length).toBeGreaterThanOrEqual(170);
    const districts = UK_GAZETTEER.filter((p) => p.kind === 'postcode-district');
    expect(districts.length).toBeGreaterThanOrEqual(30);
  });

  it('covers England, Scotland, Wales and Northern Ireland', () => {
    const districts = new Set(UK_GAZETTEER.map((p) => p.postcodeDistrict));
    for (const d of ['WC2N', 'EH1', 'CF10', 'BT1']) expect(districts).toContain(d);
    expect(UK_GAZETTEER.filter((p) => p.postcodeDistrict.startsWith('BT')).length).toBeGreaterThan(
      10,
    );
  });

  it('has unique name + postcode district pairs', () => {
    const keys = UK_GAZETTEER.map((p) => `${p.name}|${p.postcodeDistrict}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every coordinate inside the UK bounding box', () => {
    for (const p of UK_GAZETTEER) {
      expect(p.lat, p.name).toBeGreaterThanOrEqual(49.8);
      expect(p.lat, p.name).toBeLessThanOrEqual(60.9);
      expect(p.lng, p.name).toBeGreaterThanOrEqual(-8.7);
      expect(p.lng, p.name).toBeLessThanOrEqual(1.8);
    }
  });

  it('uses plausible outward codes and names a town for every postcode district', () => {
    for (const p of UK_GAZETTEER) {
      expect(p.postcodeDistrict, p.name).toMatch(/^[A-Z]{1,2}\d[A-Z\d]?$/);
      expect(p.county, p.name).not.toBe('');
      if (p.kind === 'postcode-district') {
        expect(p.town, p.name).toBeTruthy();
        expect(find(p.town ?? ''), `${p.name} → ${p.town}`).toBeDefined();
      } else {
        expect(p.town, p.name).toBeUndefined();
      }
    }
  });

  it.each([
    ['London', 51.5074, -0.1278],
    ['Edinburgh', 55.9533, -3.1883],
    ['Belfast', 54.5973, -5.9301],
    ['Cardiff', 51.4816, -3.1791],
    ['Manchester', 53.4808, -2.2426],
    ['Norwich', 52.6309, 1.2974],
  ])('places %s at its real coordinates', (name, lat, lng) => {
    const place = find(name);
    expect(place).toBeDefined();
    expect(Math.abs((place?.lat ?? 0) - lat)).toBeLessThan(0.1);
    expect(Math.abs((place?.lng ?? 0) - lng)).toBeLessThan(0.1);
  });

  it('keeps districts close to their town (within ~15 km)', () => {
    for (const d of UK_GAZETTEER.filter((p) => p.kind === 'postcode-district')) {
      const town = find(d.town ?? '');
      expect(Math.abs((town?.lat ?? 0) - d.lat), d.name).toBeLessThan(0.15);
      expect(Math.abs((town?.lng ?? 0) - d.lng), d.name).toBeLessThan(0.2);
    }
  });
});
