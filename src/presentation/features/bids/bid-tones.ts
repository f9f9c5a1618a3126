import { alpha, type Theme } from '@mui/material/styles';
import type { RatingTone } from '../../../domain/bid/bid';
import type { StatusTone } from '../../../domain/load/status-badge';
import { PENDING_BADGE, type BadgeColours } from '../../app/status-palette';

/** A rating's colour: green from 4.5, blue above 0, grey otherwise (the number shows too). */
export function ratingColor(theme: Theme, tone: RatingTone): string {
  if (tone === 'green') return theme.palette.success.main;
  if (tone === 'blue') return theme.palette.info.main;
  return theme.palette.text.secondary;
}

/**
 * Status badge colours (completed green, in progress blue, assigned purple, cancelled red), as
 * text and a faint fill of the same hue; pending is a yellow fill with dark text.
 */
export function statusColors(theme: Theme, tone: StatusTone): BadgeColours {
  if (tone === 'warning') return PENDING_BADGE[theme.palette.mode];
  const dark = theme.palette.mode === 'dark';
  const color =
    tone === 'assigned'
      ? dark
        ? '#cfb2ff'
        : '#6a3ea1'
      : tone === 'success'
        ? theme.palette.success.main
        : tone === 'info'
          ? theme.palette.info.main
          : theme.palette.error.main;
  return { color, bgcolor: alpha(color, dark ? 0.16 : 0.08), borderColor: alpha(color, 0.5) };
}
