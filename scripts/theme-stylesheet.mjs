// The theme's CSS variables, written at build time: both colour schemes (`--mui-palette-…`,
// `--mui-font-…`), in the cascade layer `mui` where MUI's run-time styles go. At run time the
// ThemeProvider generates none of them (disableStyleSheetGeneration), so a first visit's first
// render does not serialise and parse a few hundred variables. The baseline that uses them is
// src/presentation/styles/baseline.css.
//   import 'virtual:theme.css' (src/main.tsx), served by themeStylesheet() (vite.config.ts).
import { serializeStyles } from '@emotion/serialize';
import { compile, serialize, stringify } from 'stylis';
import { createAppTheme } from '../src/presentation/app/theme.ts';

export const THEME_CSS_ID = 'virtual:theme.css';
const RESOLVED_ID = `\0${THEME_CSS_ID}`;

/** CSS for MUI style objects, as Emotion would write them at run time. */
function cssOf(objects) {
  const { styles } = serializeStyles(objects);
  return serialize(compile(`@layer mui{${styles}}`), stringify);
}

/** The stylesheet of the app's theme: its variables, per colour scheme. */
export function themeCss(theme = createAppTheme()) {
  return cssOf(theme.generateStyleSheets());
}

/** The Vite plugin serving `virtual:theme.css`. */
export function themeStylesheet() {
  return {
    name: 'bidhaul-theme-stylesheet',
    resolveId: (id) => (id === THEME_CSS_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? themeCss() : undefined),
  };
}
