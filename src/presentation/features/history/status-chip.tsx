import type { ReactElement } from 'react';
import Chip from '@mui/material/Chip';
import { alpha, type Theme } from '@mui/material/styles';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import type { StatusBadge, StatusTone } from '../../../domain/load/status-badge';

/** Spec §4 palette: assigned is purple, which the theme has no slot for. */
const PURPLE = { light: '#5b2f9e', dark: '#cdb4ff' } as const;

const ICONS: Record<StatusTone, ReactElement> = {
  success: <CheckCircleOutline />,
  info: <LocalShippingOutlined />,
  assigned: <AssignmentIndOutlined />,
  error: <CancelOutlined />,
  warning: <ScheduleOutlined />,
};

/** The tone's text colour, dark enough on a light tint and light enough on a dark one. */
export function toneColor(theme: Theme, tone: StatusTone): string {
  const light = theme.palette.mode === 'light';
  if (tone === 'assigned') return light ? PURPLE.light : PURPLE.dark;
  const palette = theme.palette[tone];
  return light ? palette.dark : palette.main;
}

/**
 * A status badge (spec §4): completed green, in progress blue, assigned purple, cancelled red,
 * pending yellow; always with its text and an icon, never colour alone.
 */
export function StatusChip({ badge }: { badge: StatusBadge }) {
  return (
    <Chip
      size="small"
      icon={ICONS[badge.tone]}
      label={badge.label}
      data-tone={badge.tone}
      sx={(theme) => {
        const color = toneColor(theme, badge.tone);
        return {
          color,
          bgcolor: alpha(color, theme.palette.mode === 'light' ? 0.08 : 0.16),
          border: `1px solid ${alpha(color, 0.45)}`,
          fontWeight: 650,
          '& .MuiChip-icon': { color, fontSize: 16 },
        };
      }}
    />
  );
}
