import type { ReactElement } from 'react';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import type { StatusBadge, StatusTone } from '../../../domain/load/status-badge';
import css from './status-chip.module.css';
import tones from '../../styles/tones.module.css';

const ICONS: Record<StatusTone, ReactElement> = {
  success: <CheckCircleOutline aria-hidden />,
  info: <LocalShippingOutlined aria-hidden />,
  assigned: <AssignmentIndOutlined aria-hidden />,
  error: <CancelOutlined aria-hidden />,
  warning: <ScheduleOutlined aria-hidden />,
};

/**
 * A status badge: completed green, in progress blue, assigned purple, cancelled red, pending
 * yellow; always with its text and an icon, never colour alone.
 */
export function StatusChip({ badge }: { badge: StatusBadge }) {
  return (
    <span className={`${css.chip} ${tones[badge.tone]}`} data-tone={badge.tone}>
      {ICONS[badge.tone]}
      {badge.label}
    </span>
  );
}
