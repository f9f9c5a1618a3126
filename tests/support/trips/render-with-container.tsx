import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Container } from 'inversify';
import { ThemeProvider } from '@mui/material/styles';
import type { RouteMap } from '../../../src/application/ports/route-map.port';
import { ContainerProvider } from '../../../src/presentation/app/container';
import { GOOGLE_MAPS_SERVICE, OFFLINE_SKETCH_SERVICE } from '../../../src/di/modules/maps.module';
import { OfflineRouteMap } from '../../../src/presentation/components/route-map/offline-route-map';
import { createAppTheme } from '../../../src/presentation/app/theme';
import { RouteMapLoader } from '../../../src/application/ports/route-map.port';

/**
 * Renders `ui` with the theme and a container whose route map is `map` (offline by default), or
 * whose map loader is `map`.
 */
export function renderWithMap(
  ui: ReactElement,
  map: RouteMap | RouteMapLoader = new OfflineRouteMap(),
) {
  const container = new Container();
  const loader: RouteMapLoader =
    'load' in map
      ? map
      : {
          service: map.kind === 'interactive' ? GOOGLE_MAPS_SERVICE : OFFLINE_SKETCH_SERVICE,
          load: () => Promise.resolve(map),
        };
  container.bind(RouteMapLoader).toConstantValue(loader);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={createAppTheme()}>
      <ContainerProvider container={container}>{children}</ContainerProvider>
    </ThemeProvider>
  );
  return render(ui, { wrapper });
}
