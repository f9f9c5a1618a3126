import { alpha } from '@mui/material/styles';
import type { StatusTone } from '../../domain/load/status-badge';

export type SchemeName = 'light' | 'dark';

/** A status badge's text, fill and border colours. */
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
export const PENDING_BADGE: Readonly<Record<SchemeName, BadgeColours>> = {
  light: { color: '#3d2c00', bgcolor: '#fde68a', borderColor: '#d4a20b' },
  dark: { color: '#2b1f00', bgcolor: '#fcd34d', borderColor: '#fcd34d' },
};

/** The text colour of each tone but pending: an assigned load is purple, a colour the theme has no slot for. */
export type ToneText = Readonly<Record<Exclude<StatusTone, 'warning'>, string>>;

/**
 * Every status badge's colours in one scheme: completed green, in progress blue, assigned purple,
 * cancelled red as text on a faint tint of the same hue; pending the yellow fill above. The theme
 * publishes them as CSS variables (`--mui-palette-status-<tone>-color`, `-bgcolor`,
 * `-borderColor`), so a badge is a static class in both schemes.
 */
export function statusPalette(
  scheme: SchemeName,
  text: ToneText,
): Readonly<Record<StatusTone, BadgeColours>> {
  const light = scheme === 'light';
  const tinted = (color: string): BadgeColours => ({
    color,
    bgcolor: alpha(color, light ? 0.08 : 0.16),
    borderColor: alpha(color, 0.45),
  });
  return {
    success: tinted(text.success),
    info: tinted(text.info),
    assigned: tinted(text.assigned),
    error: tinted(text.error),
    warning: PENDING_BADGE[scheme],
  };
}
