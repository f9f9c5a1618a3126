import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { Container, type ServiceIdentifier } from 'inversify';
import { ContainerProvider } from '../../../src/presentation/app/container';
import { createAppTheme } from '../../../src/presentation/app/theme';

/** Shows the current address, so a test can see where a link went or what the list wrote. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders the history routes at `route` with a container whose presenter token gives `presenter`
 * (a real presenter over fake ports), the router and the theme.
 */
export function renderHistoryRoute<T>(
  token: ServiceIdentifier<T>,
  presenter: T,
  path: string,
  element: ReactElement,
  { route = path } = {},
) {
  const container = new Container();
  container.bind(token).toConstantValue(presenter);
  return render(
    <ThemeProvider theme={createAppTheme()}>
      <ContainerProvider container={container}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ContainerProvider>
    </ThemeProvider>,
  );
}
