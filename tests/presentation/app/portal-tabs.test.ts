import { describe, expect, it } from 'vitest';
import {
  activeTabPath,
  bidsPathFor,
  selectedLoadId,
  visibleTabs,
} from '../../../src/presentation/app/portal-tabs';

describe('portal tabs', () => {
  it('follows the path, /history/{id} counting as History', () => {
    expect(activeTabPath('/dashboard')).toBe('/dashboard');
    expect(activeTabPath('/history/42')).toBe('/history');
    expect(activeTabPath('/create-job/import')).toBe('/create-job');
    expect(activeTabPath('/history/42/bids')).toBe('/history');
    expect(activeTabPath('/profile/edit')).toBe(false);
  });

  it('shows Bids only while a load is selected', () => {
    const labels = (path: string, search = '') => visibleTabs(path, search).map((t) => t.label);
    expect(labels('/dashboard')).toEqual([
      'Dashboard',
      'My Loads',
      'Create Job',
      'My Trips',
      'History',
    ]);
    expect(labels('/bids', '?load=7')).toContain('Bids');
    expect(labels('/bids')).not.toContain('Bids');
  });

  it('reads the selected load from /bids only, and only a positive whole number', () => {
    expect(selectedLoadId('/bids', bidsPathFor(42).split('?')[1] ?? '')).toBe(42);
    expect(selectedLoadId('/trips', '?load=42')).toBeNull();
    expect(selectedLoadId('/bids', '?load=abc')).toBeNull();
    expect(selectedLoadId('/bids', '?load=-1')).toBeNull();
  });
});
