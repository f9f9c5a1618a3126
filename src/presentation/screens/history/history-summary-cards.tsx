import type { ReactNode } from 'react';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import WorkHistoryOutlined from '@mui/icons-material/WorkHistoryOutlined';
import { formatFigure, type HistorySummary } from '../../../domain/load/history-summary';
import ui from '../../styles/ui.module.css';
import css from './history-summary-cards.module.css';

function moneyNote(summary: HistorySummary): string {
  if (summary.mixedCurrencies) return 'Jobs are priced in more than one currency';
  if (summary.pricedJobs === 0) return 'No accepted bid amounts yet';
  return `From ${summary.pricedJobs} ${summary.pricedJobs === 1 ? 'job' : 'jobs'} with an accepted bid`;
}

/**
 * The four summary cards. Total Spent and Avg Cost come from the accepted bid amounts, and show
 * '—' when none is known rather than a false £0.00 (decision Q3).
 */
export function HistorySummaryCards({ summary }: { summary: HistorySummary }) {
  return (
    <ul aria-label="Summary of the jobs shown" className={`${ui.plainList} ${css.grid}`}>
      <SummaryCard
        icon={<WorkHistoryOutlined />}
        label="Total Jobs"
        value={String(summary.totalJobs)}
      />
      <SummaryCard icon={<TaskAltOutlined />} label="Completed" value={String(summary.completed)} />
      <SummaryCard
        icon={<PaymentsOutlined />}
        label="Total Spent"
        value={formatFigure(summary.totalSpent)}
        note={moneyNote(summary)}
      />
      <SummaryCard
        icon={<CalculateOutlined />}
        label="Avg Cost"
        value={formatFigure(summary.averageCost)}
        note={summary.averageCost ? 'Per job with an accepted bid' : moneyNote(summary)}
      />
    </ul>
  );
}

function SummaryCard(props: { icon: ReactNode; label: string; value: string; note?: string }) {
  return (
    <li className={`${ui.paper} ${css.card}`}>
      <span aria-hidden="true" className={css.icon}>
        {props.icon}
      </span>
      <div className={css.text}>
        <p className={`${ui.body2} ${ui.muted} ${css.label}`}>{props.label}</p>
        <p
          className={css.value}
          data-testid={`summary-${props.label.toLowerCase().replace(/\s+/g, '-')}`}
        >
          {props.value}
        </p>
        {props.note && (
          <span className={`${ui.caption} ${ui.muted} ${css.note}`}>{props.note}</span>
        )}
      </div>
    </li>
  );
}
