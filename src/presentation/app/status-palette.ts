import type { PaletteMode } from '@mui/material/styles';

export interface BadgeColours {
  readonly color: string;
  readonly bgcolor: string;
  readonly borderColor: string;
}

/**
 * A pending badge reads as yellow (the spec's status badges): a yellow fill with dark text, in both
 * themes. The theme's warning colour cannot serve: dark enough to be text on white, it reads as
 * brown. Dark text on this fill keeps well above WCAG AA's 4.5:1; the border gives the light fill
 * an edge on white paper.
 */
export const PENDING_BADGE: Readonly<Record<PaletteMode, BadgeColours>> = {
  light: { color: '#3d2c00', bgcolor: '#fde68a', borderColor: '#d4a20b' },
  dark: { color: '#2b1f00', bgcolor: '#fcd34d', borderColor: '#fcd34d' },
};
