import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import { Skeleton } from '../../components/skeleton';
import ui from '../../styles/ui.module.css';
import css from './dashboard-summary.module.css';

/** The greeting at the top of the dashboard; a shipper with no job yet is pointed to the first. */
export function WelcomeBanner({ greeting, noJobs }: { greeting: string; noJobs: boolean }) {
  return (
    <div className={css.banner}>
      <h1 className={`${ui.h1} ${css.greeting}`}>{greeting}</h1>
      <p className={`${ui.body1} ${css.subtitle}`}>
        {noJobs
          ? 'Post your first job and drivers will bid on it.'
          : 'Here is where your jobs stand today.'}
      </p>
    </div>
  );
}

/** One figure of the job summary (Active Jobs, Completed), a placeholder until it arrives. */
export function StatCard(props: {
  label: string;
  value: number | null;
  loading: boolean;
  icon: ReactNode;
  tone: 'primary' | 'success';
}) {
  return (
    <div className={`${ui.paper} ${css.stat}`}>
      <Avatar aria-hidden="true" className={`${css.statIcon} ${css[props.tone]}`}>
        {props.icon}
      </Avatar>
      <div className={css.statText}>
        <h2 className={`${ui.body2} ${ui.muted} ${css.label}`}>{props.label}</h2>
        {props.loading ? (
          <div role="status">
            <Skeleton aria-hidden="true" width={48} height={40} />
            <span className={ui.visuallyHidden}>Loading</span>
          </div>
        ) : (
          <p className={css.value}>{props.value ?? '—'}</p>
        )}
      </div>
    </div>
  );
}
