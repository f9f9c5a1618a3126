import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type {
  InteractiveRouteMap,
  RouteMapStatus,
  RoutePoints,
} from '../../../src/application/ports/route-map.port';
import { GOOGLE_MAPS_SERVICE, OFFLINE_SKETCH_SERVICE } from '../../../src/di/modules/maps.module';
import type { MaybeLatLng } from '../../../src/domain/shared/geo';
import RouteMapDialog from '../../../src/presentation/components/route-map/route-map-dialog';
import { LazyRouteMapDialog } from '../../../src/presentation/components/route-map/lazy-route-map-dialog';
import { renderWithMap } from '../../support/trips/render-with-container';

const LEEDS = { lat: 53.7997, lng: -1.5492 };
const MANCHESTER = { lat: 53.4808, lng: -2.2426 };
const HALFWAY = { lat: 53.64, lng: -1.9 };

function dialog(
  locations: {
    pickup?: MaybeLatLng | null;
    delivery?: MaybeLatLng | null;
    current?: MaybeLatLng | null;
  } = {},
  onClose = vi.fn(),
) {
  return (
    <RouteMapDialog
      open
      onClose={onClose}
      title="Route of #TRP-1"
      pickup={{
        address: '12 Wellington Street, Leeds',
        location: locations.pickup === undefined ? LEEDS : locations.pickup,
      }}
      delivery={{
        address: '4 Deansgate, Manchester',
        location: locations.delivery === undefined ? MANCHESTER : locations.delivery,
      }}
      current={locations.current === undefined ? HALFWAY : locations.current}
    />
  );
}

/**
 * A fake interactive map whose status the test sets. The view hands it the route in an effect,
 * which React may run after the loading text is already on screen: tests await `shown` before
 * they report, and a report that would reach no map fails at once instead of being lost.
 */
function fakeInteractive() {
  let report: ((status: RouteMapStatus) => void) | undefined;
  let markShown: () => void = () => undefined;
  const shownOnce = new Promise<void>((resolve) => {
    markShown = resolve;
  });
  const points: RoutePoints[] = [];
  const dispose = vi.fn();
  const map: InteractiveRouteMap = {
    kind: 'interactive',
    show: (_surface, route, onStatus) => {
      points.push(route);
      report = onStatus;
      onStatus({ kind: 'loading' });
      markShown();
      return dispose;
    },
  };
  return {
    map,
    points,
    dispose,
    /** Resolves once the view has handed the map its route. */
    shown: () => shownOnce,
    report: (status: RouteMapStatus) => {
      const onStatus = report;
      if (!onStatus) throw new Error('reported before the view showed the map');
      act(() => onStatus(status));
    },
  };
}

describe('RouteMapDialog', { timeout: 20_000 }, () => {
  it('shows the title and both addresses', async () => {
    renderWithMap(dialog());
    const d = screen.getByRole('dialog', { name: 'Route of #TRP-1' });
    expect(within(d).getByText('12 Wellington Street, Leeds')).toBeInTheDocument();
    expect(within(d).getByText('4 Deansgate, Manchester')).toBeInTheDocument();
    await screen.findByRole('img', { name: /Route sketch/ });
  });

  it.each([
    ['no pickup', { pickup: null }],
    ['a delivery without longitude', { delivery: { lat: 53.48, lng: null } }],
  ])("says 'Map unavailable - missing coordinates' for %s, and draws no map", (_, locations) => {
    renderWithMap(dialog(locations));
    expect(screen.getByText('Map unavailable - missing coordinates')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Map legend' })).toBeNull();
  });

  it.each([
    ['NaN', { pickup: { lat: Number.NaN, lng: -1.5 } }],
    ['out of range', { delivery: { lat: 53.4, lng: 200 } }],
  ])("says 'Invalid coordinates provided' for %s", (_, locations) => {
    renderWithMap(dialog(locations));
    expect(screen.getByText('Invalid coordinates provided')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws the offline sketch with the legend Pickup, Current, Delivery', async () => {
    renderWithMap(dialog());
    expect(
      await screen.findByRole('img', { name: /Route sketch from pickup to delivery/ }),
    ).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Map legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PPickup', 'CCurrent', 'DDelivery']);
    // Leeds to Manchester in miles, the shipper's unit (not km).
    expect(screen.getByText(/Straight-line distance: 36 miles\./)).toBeInTheDocument();
  });

  it('leaves Current out of the sketch and the legend when the position is unknown', async () => {
    renderWithMap(dialog({ current: null }));
    const legend = await screen.findByRole('list', { name: 'Map legend' });
    expect(within(legend).queryByText('Current')).toBeNull();
    expect(screen.getByRole('img')).not.toHaveAccessibleName(/current location/);
  });

  it('warns about an invalid driver position and still draws the route', async () => {
    renderWithMap(dialog({ current: { lat: 123, lng: 0 } }));
    expect(screen.getByText('Driver location: Invalid coordinates provided')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Route sketch/ })).toBeInTheDocument();
  });

  it("says 'Loading Google Maps…' while the interactive map loads, then shows the legend", async () => {
    const fake = fakeInteractive();
    renderWithMap(dialog(), fake.map);
    // First while the map code loads, then while Google draws: the same words throughout.
    await screen.findByText('Loading Google Maps…');
    await fake.shown();
    expect(screen.getByText('Loading Google Maps…')).toBeInTheDocument();
    expect(fake.points).toEqual([{ pickup: LEEDS, delivery: MANCHESTER, current: HALFWAY }]);
    fake.report({ kind: 'ready', route: 'directions' });
    await waitFor(() => expect(screen.queryByText('Loading Google Maps…')).toBeNull());
    expect(screen.getByRole('list', { name: 'Map legend' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Route map' })).toBeVisible();
  });

  it('says when directions failed and a straight line is shown', async () => {
    const fake = fakeInteractive();
    renderWithMap(dialog(), fake.map);
    await screen.findByText('Loading Google Maps…');
    await fake.shown();
    fake.report({ kind: 'ready', route: 'straight-line' });
    expect(
      await screen.findByText(
        /Directions are unavailable, so a straight line joins pickup and delivery/,
      ),
    ).toBeInTheDocument();
  });

  it("says 'Map failed to load' with advice on the key, referrer restrictions and connectivity when the map fails after its script loaded", async () => {
    const fake = fakeInteractive();
    renderWithMap(dialog(), fake.map);
    await screen.findByText('Loading Google Maps…');
    await fake.shown();
    fake.report({ kind: 'failed', cause: 'map' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Map failed to load');
    expect(alert).toHaveTextContent(/API key/);
    expect(alert).toHaveTextContent(/referrer restrictions/);
    expect(alert).toHaveTextContent(/connected to the internet/);
    expect(screen.queryByRole('list', { name: 'Map legend' })).toBeNull();
  });

  it("says 'Failed to load Google Maps' / 'Check your API key and network.' when the Maps script does not load", async () => {
    const fake = fakeInteractive();
    renderWithMap(dialog(), fake.map);
    await screen.findByText('Loading Google Maps…');
    await fake.shown();
    fake.report({ kind: 'failed', cause: 'script' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load Google Maps')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Check your API key and network.');
    expect(alert).not.toHaveTextContent('Map failed to load');
    expect(screen.queryByRole('list', { name: 'Map legend' })).toBeNull();
  });

  it("says 'Loading Google Maps…' while the map code loads, and 'Failed to load Google Maps' when it does not", async () => {
    let fail: (error: Error) => void = () => undefined;
    renderWithMap(dialog(), {
      service: GOOGLE_MAPS_SERVICE,
      load: () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    });
    expect(await screen.findByText('Loading Google Maps…')).toBeInTheDocument();
    expect(screen.queryByText('Loading map…')).toBeNull();
    act(() => fail(new Error('chunk failed')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load Google Maps');
    expect(alert).toHaveTextContent('Check your API key and network.');
  });

  it('names the offline sketch while its code loads, and gives no API key advice when it fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    renderWithMap(dialog(), {
      service: OFFLINE_SKETCH_SERVICE,
      load: () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    });
    expect(await screen.findByText('Loading offline route sketch…')).toBeInTheDocument();
    act(() => fail(new Error('chunk failed')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load offline route sketch');
    expect(alert).toHaveTextContent('Check your network connection.');
    expect(alert).not.toHaveTextContent(/API key/);
  });

  it('releases the map when closed', async () => {
    const fake = fakeInteractive();
    const { unmount } = renderWithMap(dialog(), fake.map);
    await screen.findByText('Loading Google Maps…');
    await fake.shown();
    unmount();
    expect(fake.dispose).toHaveBeenCalledOnce();
  });

  it('calls onClose from the Close button', async () => {
    const onClose = vi.fn();
    renderWithMap(dialog({}, onClose));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('LazyRouteMapDialog', { timeout: 20_000 }, () => {
  it('loads nothing until opened, then shows the dialog', async () => {
    const load = vi.fn(() => Promise.reject(new Error('not yet')));
    const props = {
      onClose: vi.fn(),
      title: 'Route of #TRP-2',
      pickup: { address: 'Leeds', location: LEEDS },
      delivery: { address: 'Manchester', location: MANCHESTER },
    };
    const { rerender } = renderWithMap(<LazyRouteMapDialog open={false} {...props} />, {
      service: OFFLINE_SKETCH_SERVICE,
      load,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(load).not.toHaveBeenCalled();
    rerender(<LazyRouteMapDialog open {...props} />);
    expect(await screen.findByRole('dialog', { name: 'Route of #TRP-2' })).toBeInTheDocument();
    await waitFor(() => expect(load).toHaveBeenCalledOnce());
  });
});
