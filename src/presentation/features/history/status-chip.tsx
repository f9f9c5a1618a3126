import type { ReactElement } from 'react';
import Chip from '@mui/material/Chip';
import { alpha, type Theme } from '@mui/material/styles';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import type { StatusBadge, StatusTone } from '../../../domain/load/status-badge';
import { PENDING_BADGE, type BadgeColours } from '../../app/status-palette';

/** An assigned load's badge is purple, a colour the theme has no slot for. */
const PURPLE = { light: '#5b2f9e', dark: '#cdb4ff' } as const;

const ICONS: Record<StatusTone, ReactElement> = {
  success: <CheckCircleOutline />,
  info: <LocalShippingOutlined />,
  assigned: <AssignmentIndOutlined />,
  error: <CancelOutlined />,
  warning: <ScheduleOutlined />,
};

/**
 * Pending is a yellow fill with dark text. The other tones are text dark enough on a light tint
 * (light enough on a dark one), on a faint tint of the same colour.
 */
function chipColours(theme: Theme, tone: StatusTone): BadgeColours {
  if (tone === 'warning') return PENDING_BADGE[theme.palette.mode];
  const light = theme.palette.mode === 'light';
  const color =
    tone === 'assigned'
      ? PURPLE[theme.palette.mode]
      : light
        ? theme.palette[tone].dark
        : theme.palette[tone].main;
  return {
    color,
    bgcolor: alpha(color, light ? 0.08 : 0.16),
    borderColor: alpha(color, 0.45),
  };
}

/**
 * A status badge: completed green, in progress blue, assigned purple, cancelled red, pending
 * yellow; always with its text and an icon, never colour alone.
 */
export function StatusChip({ badge }: { badge: StatusBadge }) {
  return (
    <Chip
      size="small"
      icon={ICONS[badge.tone]}
      label={badge.label}
      data-tone={badge.tone}
      sx={(theme) => {
        const { color, bgcolor, borderColor } = chipColours(theme, badge.tone);
        return {
          color,
          bgcolor,
          border: `1px solid ${borderColor}`,
          fontWeight: 650,
          '& .MuiChip-icon': { color, fontSize: 16 },
        };
      }}
    />
  );
}
