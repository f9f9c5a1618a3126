import type { Theme } from '@mui/material/styles';
import { createBaseTheme } from './theme';

/**
 * The app's theme as the build wrote it down (scripts/theme-stylesheet.mjs): the plain data of the
 * full theme, both colour schemes and their CSS variables, where it differs from the base theme.
 */
export type ThemeData = Readonly<Record<string, unknown>>;

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data` laid over `base`, keeping the functions of `base` that `data` cannot carry. */
function graft(base: Plain, data: Plain): Plain {
  const out: Plain = { ...base };
  for (const [key, value] of Object.entries(data)) {
    const under = out[key];
    out[key] = isPlain(under) && isPlain(value) ? graft(under, value) : value;
  }
  return out;
}

/**
 * The theme MUI's components draw with, the same as `createAppTheme()` for every style they
 * write. Creating the full theme in the browser walks both colour schemes to name a few hundred
 * CSS variables: on a phone, a long task on every screen's first visit. Here the browser creates
 * only the cheap base theme (the functions) and lays the build's data over it.
 */
export function themeFromBuild(data: ThemeData): Theme {
  const theme = graft(createBaseTheme() as unknown as Plain, data) as unknown as Theme;
  // A cache of the base theme's own would not know the variables.
  Object.assign(theme, { internal_cache: {} });
  // The schemes follow the system setting, as `colorSchemeSelector: 'media'` has it.
  theme.getColorSchemeSelector = (scheme) => `@media (prefers-color-scheme: ${scheme})`;
  return theme;
}
