import { lazy, useDeferredValue, useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import TableViewIcon from '@mui/icons-material/TableViewOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import { IMPORT_JOBS_PATH } from '../../../features';
import type { LoadMode } from '../../../domain/load/new-load';
import { copiedFromText, REPEAT_TEXTS } from '../../../domain/repeat/repeat-texts';
import { formatInstant } from '../../../domain/shared/date-time';
import { usePresenter } from '../../app/container';
import { usePageTitle } from '../../app/page-title';
import { postAgainSource } from '../../app/post-again-path';
import { useOutcomeNavigation } from '../../app/use-outcome-navigation';
import { OpenedOnce } from '../../components/opened-once';
import { RetryAlert } from '../../components/retry-alert';
import { UploadProgress } from '../../components/upload/upload-progress';
import { CreateJobPresenter } from './create-job.presenter';
import { LoadDetailsCard, PickupDeliveryCard, TimingCard, VehicleCard } from './load-form-cards';
import ui from '../../styles/ui.module.css';
import css from './create-job.module.css';
import { ScreenHeading } from '../../app/screen-arrival';

type Props = { readonly presenter: CreateJobPresenter };

/**
 * /create-job: once published, the portal goes to the load's bids.
 * /create-job?from=42 fills the form from load 42 (Post again); the address then drops `from`,
 * so a reload shows the form as kept rather than copying the load again.
 */
export default observer(function CreateJobScreen() {
  const presenter = usePresenter(CreateJobPresenter);
  usePageTitle('Create Job');
  useOutcomeNavigation(presenter);
  const { search } = useLocation();
  const navigate = useNavigate();
  const source = postAgainSource(search);
  const { copyFrom } = presenter;
  useEffect(() => {
    if (source === null) return;
    copyFrom(source);
    void navigate('/create-job', { replace: true });
  }, [source, copyFrom, navigate]);
  return <CreateJobView presenter={presenter} />;
});

/**
 * The chooser, then the form of the chosen mode. A copy of a past load (Post again) opens the form
 * of its mode once it is read; the chooser does not show meanwhile.
 */
export const CreateJobView = observer(function CreateJobView({ presenter }: Props) {
  return (
    <>
      <CopyStatus presenter={presenter} />
      {presenter.mode !== null ? (
        <LoadForm presenter={presenter} />
      ) : (
        !presenter.copySource.loading && <ModeChooser onChoose={presenter.chooseMode} />
      )}
      <OpenedOnce open={presenter.askingToReplace}>
        <ReplaceDraftDialog presenter={presenter} />
      </OpenedOnce>
    </>
  );
});

/** 'Replace your draft?', downloaded the first time a copy meets a draft in progress. */
const ReplaceDraftDialog = lazy(() => import('./replace-draft-dialog'));

/** While the past load is read, and when reading it failed (with Try again). */
const CopyStatus = observer(function CopyStatus({ presenter }: Props) {
  const { error, loading } = presenter.copySource;
  if (error) {
    return <RetryAlert message={error} onRetry={presenter.retryCopy} className={css.above} />;
  }
  return (
    <p role="status" className={`${ui.body1} ${ui.muted} ${loading ? css.above : ''}`}>
      {loading ? 'Copying the job…' : ''}
    </p>
  );
});

// The mode chooser, its texts word for word as the specification gives them.

const CHOOSER_NOTICE =
  'Jobs cannot be edited once published; details can be reviewed before final confirmation.';
const AUTO_MODE_POINTS = [
  'Quick 2-minute setup',
  'AI route optimisation',
  'Automatic driver matching',
  'Smart pricing suggestions',
];
const MANUAL_MODE_POINTS = [
  'Custom pickup and delivery details',
  'Choose a specific vehicle type',
  'Review and select bids',
  'Detailed load specifications',
];
/** The third way: many jobs at once, each row checked as the form checks one job. */
const IMPORT_POINTS = [
  'Post up to 200 jobs at once',
  'A CSV file, or rows pasted from Excel or Google Sheets',
  'Every row checked before anything is published',
];

/** The notice and the two modes, choosing one opens its form; or the import of many jobs. */
function ModeChooser({ onChoose }: { onChoose(mode: LoadMode): void }) {
  return (
    <div className={css.stack}>
      <div>
        <ScreenHeading className={ui.h1}>Create Job</ScreenHeading>
        <p className={`${ui.body1} ${ui.muted} ${css.lead}`}>
          Choose how you would like to set up your delivery.
        </p>
      </div>
      <Alert severity="info">{CHOOSER_NOTICE}</Alert>
      <div className={css.modes}>
        <ModeCard
          headingId="auto-mode-heading"
          icon={AUTO_ICON}
          title="Auto Mode"
          badge={RECOMMENDED}
          points={AUTO_MODE_POINTS}
          action="Use Auto Mode"
          onChoose={() => onChoose('auto')}
          highlighted
        />
        <ModeCard
          headingId="manual-mode-heading"
          icon={MANUAL_ICON}
          title="Manual Load Mode"
          points={MANUAL_MODE_POINTS}
          action="Use Manual Mode"
          onChoose={() => onChoose('manual')}
        />
        <ModeCard
          headingId="import-mode-heading"
          icon={IMPORT_ICON}
          title="Import from a spreadsheet"
          points={IMPORT_POINTS}
          action="Import jobs"
          to={IMPORT_JOBS_PATH}
        />
      </div>
    </div>
  );
}

const AUTO_ICON = <AutoAwesomeIcon className={ui.primary} />;
const MANUAL_ICON = <TuneIcon className={ui.secondary} />;
const IMPORT_ICON = <TableViewIcon className={ui.secondary} />;
const RECOMMENDED = <span className={`${ui.chip} ${ui.primaryFill}`}>Recommended</span>;
const CHECK_ICON = <CheckCircleOutlineIcon aria-hidden className={`${ui.success} ${css.check}`} />;
const BACK_ICON = <ArrowBackIcon />;

interface ModeCardProps {
  readonly headingId: string;
  readonly icon: ReactNode;
  readonly title: string;
  readonly badge?: ReactNode;
  readonly points: readonly string[];
  readonly action: string;
  readonly highlighted?: boolean;
  /** What the action does: choose a mode here, or open another page. */
  readonly onChoose?: () => void;
  readonly to?: string;
}

function ModeCard(props: ModeCardProps) {
  const { headingId, icon, title, badge, points, action, highlighted, onChoose, to } = props;
  return (
    <section
      aria-labelledby={headingId}
      className={`${ui.paper} ${css.modeCard} ${highlighted ? css.highlighted : ''}`}
    >
      <div className={css.modeContent}>
        <div className={css.modeTitle}>
          {icon}
          <h2 id={headingId} className={ui.h3}>
            {title}
          </h2>
          {badge}
        </div>
        <ul className={`${ui.plainList} ${css.points}`}>
          {points.map((point) => (
            <li key={point} className={css.point}>
              {CHECK_ICON}
              <p className={ui.body1}>{point}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className={css.modeActions}>
        {to ? (
          <Button variant="outlined" component={RouterLink} to={to} fullWidth size="large">
            {action}
          </Button>
        ) : (
          <Button
            variant={highlighted ? 'contained' : 'outlined'}
            onClick={onChoose}
            fullWidth
            size="large"
          >
            {action}
          </Button>
        )}
      </div>
    </section>
  );
}

// The form

/** The load form (titled Manual or Auto Load Creation) and its cards. */
const LoadForm = observer(function LoadForm({ presenter }: Props) {
  // The form first draws what a phone shows at once (the title and the addresses); the rest
  // follows in a render of its own, so the tap that opened the form paints sooner. Building the
  // date and time inputs and laying out the whole form took most of that tap's time. The rest
  // only adds content at the end, so nothing drawn moves.
  const whole = useDeferredValue(true, false);
  // After the heading's, so that a form opened by a copy puts the focus on the pickup date.
  const { focusTo, focused, restoredAt, copiedFrom } = presenter;
  useEffect(() => {
    if (!focusTo || !whole) return;
    document.getElementById(focusTo)?.focus();
    focused();
  }, [focusTo, focused, whole]);
  return (
    <form
      noValidate
      aria-labelledby="load-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        presenter.submit();
      }}
    >
      <div className={css.stack}>
        <div>
          <Button
            startIcon={BACK_ICON}
            onClick={presenter.backToOptions}
            disabled={presenter.publishing.pending}
            className={css.back}
          >
            Back to Options
          </Button>
          {/* It replaces the chooser on the same screen: the shipper goes on from its heading. */}
          <ScreenHeading
            id="load-form-title"
            focusWhenShown
            className={`${ui.h1} ${css.formTitle}`}
          >
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
        {copiedFrom && (
          <Alert
            severity="info"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={presenter.startEmpty}
                className={ui.nowrap}
              >
                {REPEAT_TEXTS.startEmpty}
              </Button>
            }
          >
            <CopiedFromTitle loadNo={copiedFrom} />
            {REPEAT_TEXTS.attachmentsNotCopied}
          </Alert>
        )}
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
            <UsualPriceLine presenter={presenter} />
            <SubmitRow presenter={presenter} />
          </>
        )}
      </div>
      <LazyPublishDialog presenter={presenter} />
    </form>
  );
});

/** The load number stays whole: at 375 px 'BH-10412' would otherwise break at its hyphen. */
function CopiedFromTitle({ loadNo }: { loadNo: string }) {
  const [before] = copiedFromText(loadNo).split(loadNo);
  return (
    <AlertTitle>
      {before}
      <span className={ui.nowrap}>{loadNo}</span>
    </AlertTitle>
  );
}

/**
 * 'Jobs like this usually cost you £X–£Y (n jobs)' under the form's cards. A polite status, so a
 * screen reader hears it when it first appears and when the form's changes change it.
 */
const UsualPriceLine = observer(function UsualPriceLine({ presenter }: Props) {
  const text = presenter.usualPrice;
  return (
    <div
      role="status"
      data-testid="usual-price"
      className={`${css.usualPrice} ${text ? '' : css.empty}`}
    >
      <p className={css.usualPriceText}>{text}</p>
    </div>
  );
});

const SubmitRow = observer(function SubmitRow({ presenter }: Props) {
  const hint = presenter.submitHint;
  return (
    <div className={css.submitRow}>
      {hint && (
        <p id="submit-hint" className={css.hint}>
          {hint}
        </p>
      )}
      {!presenter.confirmOpen && (
        <UploadProgress id="publish-upload" percent={presenter.uploadPercent} />
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

const loadPublishDialog = () => import('./publish-dialog.view');
const PublishDialog = lazy(loadPublishDialog);

/**
 * The publish confirmation, which only Manual mode asks for: it is not part of the form's first
 * download, and Manual mode fetches it once the form has painted, so it opens at once when asked.
 */
const LazyPublishDialog = observer(function LazyPublishDialog({ presenter }: Props) {
  const manual = presenter.mode === 'manual';
  useEffect(() => {
    if (manual) void loadPublishDialog();
  }, [manual]);
  return (
    <OpenedOnce open={presenter.confirmOpen}>
      <PublishDialog presenter={presenter} />
    </OpenedOnce>
  );
});
