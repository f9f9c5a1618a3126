import { createContext, useContext, type ReactNode } from 'react';
import { StyledEngineProvider, ThemeProvider, type Theme } from '@mui/material/styles';
import themeData from 'virtual:theme-data';
import { themeFromBuild } from './built-theme';

let theme: Theme | null = null;

/**
 * One theme for the app's life (a change of colour scheme is CSS only), made on first use rather
 * than while the browser runs this module and MUI's, which is one task already: the loaders
 * (app-routes.tsx, screens.ts) make it in a task of its own before the first render needs it.
 */
export function appTheme(): Theme {
  theme ??= themeFromBuild(themeData);
  return theme;
}

const InsideScope = createContext(false);

/**
 * The theme for MUI components, given by each part that draws them (screens, the portal shell,
 * toasts, the demo inbox) rather than once around the app: the landing page draws none, so a
 * first visit does not download MUI's theming and Emotion before it can paint. A scope inside
 * another adds nothing.
 *
 * MUI's run-time styles go into the cascade layer `mui`, so our own static stylesheets (CSS
 * Modules, unlayered, and the shared classes in the layer `ui` above `mui`) win over them whatever
 * the order they arrive in: a class of ours on an MUI component adjusts it without a contest of
 * specificity. The theme's variables and the baseline are static CSS (src/main.tsx), written at
 * build time.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  if (useContext(InsideScope)) return children;
  return (
    <StyledEngineProvider enableCssLayer>
      <ThemeProvider theme={appTheme()} disableStyleSheetGeneration>
        <InsideScope.Provider value>{children}</InsideScope.Provider>
      </ThemeProvider>
    </StyledEngineProvider>
  );
}
