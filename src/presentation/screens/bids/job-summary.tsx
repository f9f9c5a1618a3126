import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { Skeleton } from '../../components/skeleton';
import LockIcon from '@mui/icons-material/Lock';
import InsightsIcon from '@mui/icons-material/Insights';
import { formatDate, formatTime } from '../../../domain/shared/date-time';
import type { Load } from '../../../domain/load/load';
import { PhoneDisclosureButton, usePhoneDisclosure } from '../../components/phone-disclosure';
import ui from '../../styles/ui.module.css';
import type { BidsPresenter, StatusPill } from './bids.presenter';
import css from './job-summary.module.css';
import tones from '../../styles/tones.module.css';

/**
 * The selected load's Job Summary, with what jobs like it usually cost the shipper. A phone shows
 * its head only until asked, so that the first bid, and its Accept, come within the first screen.
 */
export const JobSummary = observer(function JobSummary({
  presenter,
}: {
  presenter: BidsPresenter;
}) {
  const { load, statusPill } = presenter;
  const error = presenter.summary.error;
  const usualPrice = load ? presenter.priceCheck.summaryLine : null;
  const details = usePhoneDisclosure();
  return (
    <section aria-labelledby="job-summary-title" className={`${ui.paper} ${css.summary}`}>
      <div className={css.head}>
        <h2 id="job-summary-title" className={`${ui.h3} ${ui.pushEnd}`}>
          Job Summary
        </h2>
        {load && (
          <span className={css.loadNo} data-testid="summary-load-no">
            {load.loadNo}
          </span>
        )}
        {statusPill && <StatusPillView pill={statusPill} />}
        {!load && !error && (
          // On a phone the head's second line (status, Show job details) is there from the
          // start, so the folded summary takes the room of its loading state.
          <Skeleton variant="rounded" width={96} height={28} className={css.phoneOnly} />
        )}
        {load && (
          <span className={css.toggle}>
            <PhoneDisclosureButton
              disclosure={details}
              show="Show job details"
              hide="Hide job details"
            />
          </span>
        )}
      </div>
      {load ? (
        <div
          id={details.id}
          className={details.contentClass ? `${css.details} ${details.contentClass}` : css.details}
        >
          <SummaryFacts load={load} />
          {usualPrice && <UsualPrice text={usualPrice} />}
        </div>
      ) : error ? (
        <Alert severity="error">{error}</Alert>
      ) : (
        <div
          role="status"
          aria-label="Loading job summary"
          className={details.contentClass ? `${css.details} ${details.contentClass}` : css.details}
        >
          <Skeleton width="60%" />
          <Skeleton width="80%" />
          <Skeleton width="40%" />
        </div>
      )}
    </section>
  );
});

const INSIGHTS_ICON = <InsightsIcon aria-hidden className={css.insights} />;

/** 'Jobs like this usually cost you £180–£240 (7 jobs)', or why there is no range. */
function UsualPrice({ text }: { text: string }) {
  return (
    <p className={css.usualPrice} data-testid="summary-usual-price">
      {INSIGHTS_ICON}
      {text}
    </p>
  );
}

function StatusPillView({ pill }: { pill: StatusPill }) {
  return (
    <span
      data-testid="summary-status"
      data-tone={pill.tone}
      className={`${ui.toned} ${css.status} ${tones[pill.tone]}`}
    >
      {pill.locked && <LockIcon aria-hidden data-testid="summary-lock" className={css.lock} />}
      {pill.label}
      {pill.locked && <span className={ui.visuallyHidden}> (locked)</span>}
    </span>
  );
}

function SummaryFacts({ load }: { load: Load }) {
  const weight = load.weightKg !== null ? `${load.weightKg} kg` : null;
  const items =
    load.itemCount !== null ? `${load.itemCount} ${load.itemCount === 1 ? 'item' : 'items'}` : null;
  return (
    <dl className={css.facts}>
      <Fact label="Route">
        {load.pickupAddress || '—'}
        <span aria-hidden className={css.arrow}>
          →
        </span>
        <span className={ui.visuallyHidden}>to</span>
        {load.deliveryAddress || '—'}
      </Fact>
      <Fact label="Weight and items">{[weight, items].filter(Boolean).join(' · ') || '—'}</Fact>
      <Fact label="Pickup">{dateTime(load.pickupDate, load.pickupTime) || '—'}</Fact>
      <Fact label="Delivery">{dateTime(load.deliveryDate, load.deliveryTime) || 'Not set'}</Fact>
      <Fact label="Assigned company">{assignedTo(load)}</Fact>
      <Fact label="Preferred vehicle">{load.preferredVehicleName ?? 'Any vehicle'}</Fact>
    </dl>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={css.fact}>
      <dt className={`${ui.caption} ${ui.muted} ${css.factLabel}`}>{label}</dt>
      <dd className={`${ui.body2} ${css.factValue}`}>{children}</dd>
    </div>
  );
}

/** The assigned company; a load given to an independent driver names the driver instead. */
function assignedTo(load: Load): string {
  if (load.assignedCompanyName) return load.assignedCompanyName;
  if (load.assignedDriver) return `${load.assignedDriver.name} (independent driver)`;
  return 'Not assigned yet';
}

function dateTime(date: string | null, time: string | null): string {
  return [formatDate(date), formatTime(time)].filter(Boolean).join(', ');
}
