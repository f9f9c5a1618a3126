import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import TableViewIcon from '@mui/icons-material/TableViewOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { IMPORT_JOBS_PATH } from '../../../features';
import type { LoadMode } from '../../../domain/load/new-load';
import ui from '../../styles/ui.module.css';
import css from './mode-chooser.module.css';
import { ScreenHeading } from '../../app/screen-arrival';

/** The chooser's texts, word for word as the spec gives them (spec §2.7). */
export const CHOOSER_NOTICE =
  'Jobs cannot be edited once published; details can be reviewed before final confirmation.';
export const AUTO_MODE_POINTS = [
  'Quick 2-minute setup',
  'AI route optimisation',
  'Automatic driver matching',
  'Smart pricing suggestions',
] as const;
export const MANUAL_MODE_POINTS = [
  'Custom pickup and delivery details',
  'Choose a specific vehicle type',
  'Review and select bids',
  'Detailed load specifications',
] as const;

/** The third way: many jobs at once, each row checked as the form checks one job. */
export const IMPORT_POINTS = [
  'Post up to 200 jobs at once',
  'A CSV file, or rows pasted from Excel or Google Sheets',
  'Every row checked before anything is published',
] as const;

export interface ModeChooserProps {
  onChoose(mode: LoadMode): void;
}

/** The notice and the two modes, choosing one opens its form; or the import of many jobs. */
export function ModeChooser({ onChoose }: ModeChooserProps) {
  return (
    <div className={css.chooser}>
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

const AUTO_ICON = <AutoAwesomeIcon className={css.autoIcon} />;
const MANUAL_ICON = <TuneIcon className={css.manualIcon} />;
const IMPORT_ICON = <TableViewIcon className={css.manualIcon} />;
const RECOMMENDED = <span className={css.badge}>Recommended</span>;
const CHECK_ICON = <CheckCircleOutlineIcon aria-hidden className={css.check} />;

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

function ModeCard({
  headingId,
  icon,
  title,
  badge,
  points,
  action,
  highlighted,
  onChoose,
  to,
}: ModeCardProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={`${ui.paper} ${css.card} ${highlighted ? css.highlighted : ''}`}
    >
      <div className={css.content}>
        <div className={css.title}>
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
      <div className={css.actions}>
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
