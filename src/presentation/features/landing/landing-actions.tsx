import { Link as RouterLink } from 'react-router-dom';
import { alpha, styled, type Theme } from '@mui/material/styles';

/*
 * The landing page's buttons and button-like links, drawn from the theme as MUI's Button draws
 * them. Button brings ButtonBase, its ripple and its loading spinner: about 9 KB gzip on the
 * landing page, which is part of the entry download every first visit waits for. Focus shows the
 * baseline's focus-visible ring.
 */

export interface Look {
  readonly variant: 'contained' | 'outlined' | 'text';
  readonly large?: boolean;
}

function lookStyles(theme: Theme, { variant, large = false }: Look) {
  const primary = theme.palette.primary;
  const hover = alpha(primary.main, theme.palette.action.hoverOpacity);
  // Every look keeps a 1 px border, so the three stand the same height side by side.
  const padding =
    variant === 'text' ? (large ? '7px 10px' : '5px 7px') : large ? '7px 21px' : '5px 15px';
  return {
    ...theme.typography.button,
    ...(large && { fontSize: theme.typography.pxToRem(15) }),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box' as const,
    minWidth: 64,
    margin: 0,
    padding,
    borderRadius: theme.shape.borderRadius,
    border: '1px solid transparent',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: theme.transitions.create(['background-color', 'border-color', 'color'], {
      duration: theme.transitions.duration.short,
    }),
    ...(variant === 'contained' && {
      color: primary.contrastText,
      backgroundColor: primary.main,
      '&:hover': { backgroundColor: primary.dark },
    }),
    ...(variant === 'outlined' && {
      color: primary.main,
      borderColor: alpha(primary.main, 0.5),
      '&:hover': { borderColor: primary.main, backgroundColor: hover },
    }),
    ...(variant === 'text' && { color: primary.main, '&:hover': { backgroundColor: hover } }),
    '&:disabled': {
      cursor: 'default',
      color: theme.palette.action.disabled,
      backgroundColor:
        variant === 'contained' ? theme.palette.action.disabledBackground : 'transparent',
      borderColor: variant === 'outlined' ? theme.palette.action.disabledBackground : 'transparent',
    },
  };
}

const shouldForwardProp = (prop: string) => prop !== 'look';

/** A link inside the app that looks like a button. */
export const ActionLink = styled(RouterLink, { shouldForwardProp })<{ look: Look }>(
  ({ theme, look }) => lookStyles(theme, look),
);

/** A link to a place on the page that looks like a button. */
export const ActionAnchor = styled('a', { shouldForwardProp })<{ look: Look }>(({ theme, look }) =>
  lookStyles(theme, look),
);

export const ActionButton = styled('button', { shouldForwardProp })<{ look: Look }>(
  ({ theme, look }) => lookStyles(theme, look),
);
