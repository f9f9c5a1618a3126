import { useDeferredValue, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { formatInstant } from '../../../domain/shared/date-time';
import { ScreenHeading } from '../../app/screen-arrival';
import { UploadProgress } from '../../components/upload/upload-progress';
import ui from '../../styles/ui.module.css';
import type { CreateJobPresenter } from './create-job.presenter';
import { LoadDetailsCard, PickupDeliveryCard, TimingCard, VehicleCard } from './load-form-cards';
import { CopiedBanner } from './post-again.view';
import { LazyPublishDialog } from './lazy-publish-dialog';
import { UsualPriceLine } from './usual-price.view';
import css from './load-form.module.css';

type Props = { readonly presenter: CreateJobPresenter };

/** The load form (titled Manual or Auto Load Creation) and its cards. */
export const LoadForm = observer(function LoadForm({ presenter }: Props) {
  // The form first draws what a phone shows at once (the title and the addresses); the rest
  // follows in a render of its own, so the tap that opened the form paints sooner. Building the
  // date and time inputs and laying out the whole form took most of that tap's time. The rest
  // only adds content at the end, so nothing drawn moves.
  const whole = useDeferredValue(true, false);
  // After the heading's, so that a form opened by a copy puts the focus on the pickup date.
  const { focusTo, focused } = presenter.postAgain;
  useEffect(() => {
    if (!focusTo || !whole) return;
    document.getElementById(focusTo)?.focus();
    focused();
  }, [focusTo, focused, whole]);
  const { restoredAt } = presenter.draft;
  return (
    <form
      noValidate
      aria-labelledby="load-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        presenter.submit();
      }}
    >
      <div className={css.form}>
        <div>
          <Button
            startIcon={BACK_ICON}
            onClick={presenter.backToOptions}
            disabled={presenter.publishing.command.pending}
            className={css.back}
          >
            Back to Options
          </Button>
          {/* It replaces the chooser on the same screen: the shipper goes on from its heading. */}
          <ScreenHeading id="load-form-title" focusWhenShown className={`${ui.h1} ${css.title}`}>
            {presenter.title}
          </ScreenHeading>
          <p className={`${ui.body1} ${ui.muted} ${css.lead}`}>
            Fields marked * are required. Your entries are saved on this device as you type.
          </p>
        </div>
        {restoredAt && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={presenter.startOver}>
                Start over
              </Button>
            }
          >
            We restored the job you had not published yet (saved {formatInstant(restoredAt)}).
          </Alert>
        )}
        <CopiedBanner postAgain={presenter.postAgain} />
        <div className={css.cards}>
          <PickupDeliveryCard presenter={presenter} />
          {whole && (
            <>
              <TimingCard presenter={presenter} />
              <LoadDetailsCard presenter={presenter} />
              {presenter.mode === 'manual' && <VehicleCard presenter={presenter} />}
            </>
          )}
        </div>
        {whole && (
          <>
            <UsualPriceLine usualPrice={presenter.usualPrice} />
            <SubmitRow presenter={presenter} />
          </>
        )}
      </div>
      <LazyPublishDialog
        publishing={presenter.publishing}
        manual={presenter.mode === 'manual'}
        summary={presenter.publishSummary}
        onConfirm={() => void presenter.confirmPublish()}
      />
    </form>
  );
});

const BACK_ICON = <ArrowBackIcon />;

const SubmitRow = observer(function SubmitRow({ presenter }: Props) {
  const hint = presenter.submitHint;
  return (
    <div className={css.submitRow}>
      {hint && (
        <p id="submit-hint" className={css.hint}>
          {hint}
        </p>
      )}
      {!presenter.publishing.confirmOpen && (
        <UploadProgress id="publish-upload" percent={presenter.publishing.percent} />
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!presenter.canSubmit}
        aria-describedby={hint ? 'submit-hint' : undefined}
        className={css.submit}
      >
        {presenter.submitLabel}
      </Button>
    </div>
  );
});
