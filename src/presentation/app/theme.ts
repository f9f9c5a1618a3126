import {
  createTheme,
  type PaletteOptions,
  type Theme,
  type ThemeOptions,
} from '@mui/material/styles';
import {
  statusPalette,
  type BadgeColours,
  type SchemeName,
  type ToneText,
} from './status-palette.ts';
import type { StatusTone } from '../../domain/load/status-badge';

declare module '@mui/material/styles' {
  /** The theme is made of CSS variables (`theme.vars`), as MUI's TypeScript guide asks to declare. */
  interface CssThemeVariables {
    enabled: true;
  }
  interface Palette {
    /** Status badge colours per tone (status-palette.ts). */
    status: Readonly<Record<StatusTone, BadgeColours>>;
  }
  interface PaletteOptions {
    status?: Readonly<Record<StatusTone, BadgeColours>>;
  }
}

const FOCUS_RING = '3px solid var(--mui-palette-primary-main)';

/** Each scheme's colours: a deep road-sign blue with a warm amber accent. */
const SCHEMES: Record<SchemeName, { palette: PaletteOptions; tones: ToneText }> = {
  light: {
    palette: {
      primary: { main: '#0b5cad', contrastText: '#ffffff' },
      secondary: { main: '#b45309' },
      success: { main: '#1b7f3b' },
      info: { main: '#0b63c9' },
      warning: { main: '#a15c00' },
      error: { main: '#c62828' },
      background: { default: '#f4f6fa', paper: '#ffffff' },
      text: { primary: '#142033', secondary: '#4a5870' },
      divider: '#dde3ec',
    },
    // Text on a faint tint: darker than the main colours, so it keeps AA contrast.
    tones: { success: '#135929', info: '#08458d', assigned: '#5b2f9e', error: '#8b1c1c' },
  },
  dark: {
    palette: {
      primary: { main: '#7fb6ff', contrastText: '#0a1a2f' },
      secondary: { main: '#fbbf4b' },
      success: { main: '#5ad187' },
      info: { main: '#74b4ff' },
      warning: { main: '#f5b94b' },
      error: { main: '#ff8a80' },
      background: { default: '#0d1420', paper: '#151f2e' },
      text: { primary: '#e8edf5', secondary: '#a9b6cb' },
      divider: '#2a3648',
    },
    tones: { success: '#5ad187', info: '#74b4ff', assigned: '#cdb4ff', error: '#ff8a80' },
  },
};

const scheme = (name: SchemeName) => ({
  palette: { ...SCHEMES[name].palette, status: statusPalette(name, SCHEMES[name].tones) },
});

/** What the full theme and its run-time twin (built-theme.ts) share: shape, type and components. */
const SHARED_OPTIONS = {
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700, letterSpacing: '-0.02em' },
    h2: { fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontSize: '1.25rem', fontWeight: 650 },
    h4: { fontSize: '1.1rem', fontWeight: 650 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiPaper: {
      styleOverrides: { outlined: { borderColor: 'var(--mui-palette-divider)' } },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: FOCUS_RING, outlineOffset: 2 } },
      },
    },
  },
} satisfies ThemeOptions;

/**
 * Bidhaul's theme, light and dark following the system setting, system fonts only (no external
 * fonts or CDNs). Both schemes are CSS variables (`--mui-palette-…`, `--mui-font-…`), switched by
 * `prefers-color-scheme` in CSS: our components' static stylesheets (CSS Modules) read the same
 * variables, and a change of scheme re-renders nothing.
 *
 * Building it walks every colour of both schemes; the browser gets the result from the build
 * instead (built-theme.ts).
 */
export function createAppTheme(): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: 'media' },
    colorSchemes: { light: scheme('light'), dark: scheme('dark') },
    ...SHARED_OPTIONS,
  });
}

/**
 * The same theme without its CSS variables: cheap to create, and it carries the functions MUI's
 * components call (spacing, breakpoints, transitions, colour helpers), which a build cannot
 * write down as data.
 */
export function createBaseTheme(): Theme {
  return createTheme({ ...scheme('light'), ...SHARED_OPTIONS, spacing: spacingOfVariable });
}

/** Spacing in multiples of `--mui-spacing`, written as the full theme writes it. */
function spacingOfVariable(factor: number): number | string {
  const unit = 'var(--mui-spacing, 8px)';
  if (factor === 0) return 0;
  return factor === 1 ? unit : `calc(${factor} * ${unit})`;
}
