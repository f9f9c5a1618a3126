import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Snackbar from '@mui/material/Snackbar';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { render } from '@testing-library/react';
import themeData from 'virtual:theme-data';
import { describe, expect, it } from 'vitest';
import { themeFromBuild } from '../../../src/presentation/app/built-theme';
import { createAppTheme } from '../../../src/presentation/app/theme';

const SEVERITIES = ['success', 'info', 'warning', 'error'] as const;
const VARIANTS = ['standard', 'outlined', 'filled'] as const;

/** Every MUI component the app draws, in the variants it uses and some it may. */
function Everything() {
  return (
    <>
      {(['contained', 'outlined', 'text'] as const).map((variant) =>
        (['primary', 'secondary', 'error', 'inherit'] as const).map((color) => (
          <Button key={`${variant}${color}`} variant={variant} color={color} size="small">
            Go
          </Button>
        )),
      )}
      <Button disabled>Off</Button>
      {SEVERITIES.map((severity) =>
        VARIANTS.map((variant) => (
          <Alert key={`${severity}${variant}`} severity={severity} variant={variant}>
            <AlertTitle>Title</AlertTitle>
            Text
          </Alert>
        )),
      )}
      <LinearProgress />
      <LinearProgress variant="determinate" value={40} aria-label="Progress" />
      <CircularProgress aria-label="Loading" />
      <Avatar>DS</Avatar>
      <IconButton aria-label="Close">x</IconButton>
      <Chip label="Chip" color="primary" variant="outlined" />
      <Chip label="Chip" onDelete={() => undefined} />
      <FormControlLabel control={<Checkbox defaultChecked />} label="Compare" />
      <Snackbar open message="Saved" />
      <Drawer open anchor="right">
        Inbox
      </Drawer>
      <Dialog open>
        <DialogTitle>Dialog</DialogTitle>
        <DialogContent>
          <DialogContentText>Text</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button>OK</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The CSS Emotion writes for every component above, drawn with `theme`. */
function stylesDrawnWith(theme: Theme): string[] {
  const container = document.createElement('div');
  const cache = createCache({ key: 'cmp', container, speedy: false });
  const view = render(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme} disableStyleSheetGeneration>
        <Everything />
      </ThemeProvider>
    </CacheProvider>,
  );
  view.unmount();
  return [...container.querySelectorAll('style')].map((tag) => tag.textContent).sort();
}

describe('the theme as the build wrote it', () => {
  it('draws every MUI component the app uses exactly as the full theme does', () => {
    const full = stylesDrawnWith(createAppTheme());
    const built = stylesDrawnWith(themeFromBuild(themeData));
    expect(full.length).toBeGreaterThan(200);
    // Colours come from the schemes' CSS variables, switched by the system's setting.
    expect(full.join('\n')).toContain('var(--mui-palette-primary-main)');
    expect(built).toEqual(full);
  });

  it('keeps every function of the full theme that a component may call', () => {
    const full = createAppTheme();
    const built = themeFromBuild(themeData);
    expect(built.spacing(2, 1)).toBe(full.spacing(2, 1));
    expect(built.breakpoints.up('md')).toBe(full.breakpoints.up('md'));
    expect(built.transitions.create(['color', 'opacity'])).toBe(
      full.transitions.create(['color', 'opacity']),
    );
    expect(built.typography.pxToRem(14)).toBe(full.typography.pxToRem(14));
    expect(built.applyStyles('dark', { color: 'red' })).toEqual(
      full.applyStyles('dark', { color: 'red' }),
    );
    expect(built.alpha(full.vars.palette.primary.main, 0.5)).toBe(
      full.alpha(full.vars.palette.primary.main, 0.5),
    );
    expect(built.palette.getContrastText('#0b5cad')).toBe(full.palette.getContrastText('#0b5cad'));
    expect(built.vars).toEqual(full.generateThemeVars());
  });
});
