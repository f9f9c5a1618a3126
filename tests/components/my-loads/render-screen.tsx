import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '../../../src/presentation/app/theme';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a screen at `path` with the app theme; other paths show where navigation went. */
export function renderAt(path: string, screen: ReactElement) {
  return render(
    <ThemeProvider theme={createAppTheme()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={screen} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** Makes `(max-width: …)` media queries match, as on a 375 px phone. */
export function stubPhoneWidth(): void {
  const matchMedia = (query: string): MediaQueryList => {
    const list: MediaQueryList = {
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list;
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: matchMedia,
  });
}
