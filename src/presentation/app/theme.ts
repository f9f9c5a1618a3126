import { createTheme, type Theme } from '@mui/material/styles';

/**
 * Bidhaul's theme: a deep road-sign blue with a warm amber accent, system fonts only (no external
 * fonts or CDNs), light and dark following the system setting.
 */
export function createAppTheme(mode: 'light' | 'dark'): Theme {
  const light = mode === 'light';
  return createTheme({
    palette: {
      mode,
      primary: { main: light ? '#0b5cad' : '#7fb6ff', contrastText: light ? '#ffffff' : '#0a1a2f' },
      secondary: { main: light ? '#b45309' : '#fbbf4b' },
      success: { main: light ? '#1b7f3b' : '#5ad187' },
      info: { main: light ? '#0b63c9' : '#74b4ff' },
      warning: { main: light ? '#a15c00' : '#f5b94b' },
      error: { main: light ? '#c62828' : '#ff8a80' },
      background: light ? { default: '#f4f6fa', paper: '#ffffff' } : { default: '#0d1420', paper: '#151f2e' },
      text: light ? { primary: '#142033', secondary: '#4a5870' } : { primary: '#e8edf5', secondary: '#a9b6cb' },
      divider: light ? '#dde3ec' : '#2a3648',
    },
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
      MuiPaper: { styleOverrides: { outlined: { borderColor: light ? '#dde3ec' : '#2a3648' } } },
      MuiButtonBase: {
        defaultProps: { disableRipple: false },
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': {
              outline: `3px solid ${light ? '#0b5cad' : '#7fb6ff'}`,
              outlineOffset: 2,
            },
          },
        },
      },
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': { outline: `3px solid ${light ? '#0b5cad' : '#7fb6ff'}`, outlineOffset: 2 },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
    },
  });
}
