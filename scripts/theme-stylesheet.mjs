// The theme's CSS variables, written at build time: both colour schemes (`--mui-palette-…`,
// `--mui-font-…`), in the cascade layer `mui` where MUI's run-time styles go. At run time the
// ThemeProvider generates none of them (disableStyleSheetGeneration), so a first visit's first
// render does not serialise and parse a few hundred variables. The baseline that uses them is
// src/presentation/styles/baseline.css.
//   import 'virtual:theme.css' (src/main.tsx), served by themeStylesheet() (vite.config.ts).
import { serializeStyles } from '@emotion/serialize';
import { compile, serialize, stringify } from 'stylis';
import { createAppTheme, createBaseTheme } from '../src/presentation/app/theme.ts';

export const THEME_CSS_ID = 'virtual:theme.css';
export const THEME_DATA_ID = 'virtual:theme-data';
const RESOLVED = new Map([THEME_CSS_ID, THEME_DATA_ID].map((id) => [id, `\0${id}`]));

/** CSS for MUI style objects, as Emotion would write them at run time. */
function cssOf(objects) {
  const { styles } = serializeStyles(objects);
  return serialize(compile(`@layer mui{${styles}}`), stringify);
}

/** The stylesheet of the app's theme: its variables, per colour scheme. */
export function themeCss(theme = createAppTheme()) {
  return cssOf(theme.generateStyleSheets());
}

/** A theme's plain data: what JSON can carry, without MUI's private and unstable keys. */
function plainData(value) {
  if (Array.isArray(value)) return value.map(plainData);
  if (typeof value !== 'object' || value === null) return value;
  const out = {};
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner === 'function' || /^(unstable|internal)_/.test(key)) continue;
    out[key] = plainData(inner);
  }
  return out;
}

/** What of `full` differs from `base`, key by key: the data built-theme.ts lays over the base. */
function difference(full, base) {
  const out = {};
  for (const [key, value] of Object.entries(full)) {
    const under = base?.[key];
    if (JSON.stringify(value) === JSON.stringify(under)) continue;
    const bothObjects = [value, under].every(
      (side) => typeof side === 'object' && side !== null && !Array.isArray(side),
    );
    out[key] = bothObjects ? difference(value, under) : value;
  }
  return out;
}

/** The full theme's data that the base theme lacks (src/presentation/app/built-theme.ts). */
export function themeData() {
  const full = createAppTheme();
  // MUI's provider draws with the variables `generateThemeVars()` names (no fallbacks), not
  // with `vars` as created: the build writes the former.
  const data = { ...plainData(full), vars: plainData(full.generateThemeVars()) };
  // Components read colours through `vars`; of the schemes they need only the names.
  data.colorSchemes = Object.fromEntries(Object.keys(full.colorSchemes).map((name) => [name, {}]));
  return difference(data, plainData(createBaseTheme()));
}

/**
 * The Vite plugin serving `virtual:theme.css` and `virtual:theme-data` (as JSON.parse of a
 * string, which browsers read faster than the same object literal).
 */
export function themeStylesheet() {
  return {
    name: 'bidhaul-theme-stylesheet',
    resolveId: (id) => RESOLVED.get(id),
    load(id) {
      if (id === RESOLVED.get(THEME_CSS_ID)) return themeCss();
      if (id === RESOLVED.get(THEME_DATA_ID))
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(themeData()))});`;
      return undefined;
    },
  };
}
