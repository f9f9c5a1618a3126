import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import RepeatOutlined from '@mui/icons-material/RepeatOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { REPEAT_TEXTS } from '../../../domain/repeat/repeat-texts';
import type { LoadDetailsView } from './load-details.view-model';

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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25 }}>
        <Button
          variant="contained"
          startIcon={<MapOutlined />}
          onClick={onShowMap}
          disabled={!canShowMap}
        >
          View on Map
        </Button>
        {view.contactDriver ? (
          <Button
            variant="outlined"
            href={view.contactDriver.href}
            startIcon={
              view.contactDriver.href.startsWith('tel:') ? <PhoneOutlined /> : <EmailOutlined />
            }
            aria-label={`Contact Driver: ${view.contactDriver.description}`}
          >
            Contact Driver
          </Button>
        ) : (
          <Button variant="outlined" startIcon={<EmailOutlined />} disabled>
            Contact Driver
          </Button>
        )}
        {view.postAgainPath && (
          <Button
            variant="outlined"
            component={RouterLink}
            to={view.postAgainPath}
            startIcon={<RepeatOutlined />}
          >
            {REPEAT_TEXTS.postAgain}
          </Button>
        )}
        <Button
          variant="outlined"
          color="error"
          href={view.reportIssueHref}
          startIcon={<ReportProblemOutlined />}
        >
          Report Issue
        </Button>
      </Box>
      {!view.contactDriver && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Contact Driver is available once a driver with an e-mail address or phone number is
          assigned.
        </Typography>
      )}
    </>
  );
}
