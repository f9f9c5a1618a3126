import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import { Skeleton } from '../../components/skeleton';
import ui from '../../styles/ui.module.css';
import css from './dashboard-summary.module.css';
import { ScreenHeading } from '../../app/screen-arrival';

/** The greeting at the top of the dashboard. */
export function WelcomeBanner({ firstName }: { firstName: string }) {
  return (
    <div className={css.banner}>
      <ScreenHeading className={`${ui.h1} ${css.greeting}`}>
        Welcome back, {firstName}!
      </ScreenHeading>
      <p className={`${ui.body1} ${css.subtitle}`}>Here is where your jobs stand today.</p>
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
