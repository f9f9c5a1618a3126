import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import RepeatOutlined from '@mui/icons-material/RepeatOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { REPEAT_TEXTS } from '../../../domain/repeat/repeat-texts';
import ui from '../../styles/ui.module.css';
import type { LoadDetailsView } from './load-details.view-model';
import css from './load-details-actions.module.css';

const MAP_ICON = <MapOutlined />;
const PHONE_ICON = <PhoneOutlined />;
const EMAIL_ICON = <EmailOutlined />;
const REPEAT_ICON = <RepeatOutlined />;
const REPORT_ICON = <ReportProblemOutlined />;

/**
 * View on Map, Contact Driver (a phone or e-mail link, once a driver has one), Post again (Create
 * Job filled from this load) and Report Issue.
 */
export function LoadDetailsActions({
  view,
  canShowMap,
  onShowMap,
}: {
  view: LoadDetailsView;
  canShowMap: boolean;
  onShowMap(): void;
}) {
  return (
    <>
      <div className={css.buttons}>
        <Button variant="contained" startIcon={MAP_ICON} onClick={onShowMap} disabled={!canShowMap}>
          View on Map
        </Button>
        {view.contactDriver ? (
          <Button
            variant="outlined"
            href={view.contactDriver.href}
            startIcon={view.contactDriver.href.startsWith('tel:') ? PHONE_ICON : EMAIL_ICON}
            aria-label={`Contact Driver: ${view.contactDriver.description}`}
          >
            Contact Driver
          </Button>
        ) : (
          <Button variant="outlined" startIcon={EMAIL_ICON} disabled>
            Contact Driver
          </Button>
        )}
        {view.postAgainPath && (
          <Button
            variant="outlined"
            component={RouterLink}
            to={view.postAgainPath}
            startIcon={REPEAT_ICON}
          >
            {REPEAT_TEXTS.postAgain}
          </Button>
        )}
        <Button
          variant="outlined"
          color="error"
          href={view.reportIssueHref}
          startIcon={REPORT_ICON}
        >
          Report Issue
        </Button>
      </div>
      {!view.contactDriver && (
        <p className={`${ui.body2} ${ui.muted} ${css.note}`}>
          Contact Driver is available once a driver with an e-mail address or phone number is
          assigned.
        </p>
      )}
    </>
  );
}
