import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import AttachFile from '@mui/icons-material/AttachFile';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import NotesOutlined from '@mui/icons-material/NotesOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlineOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import { usePresenter } from '../../app/container';
import { RetryAlert } from '../../components/retry-alert';
import {
  AttachmentList,
  DetailsCard,
  FieldList,
  RouteDetails,
  Timeline,
} from './load-details-cards';
import { LoadDetailsActions } from './load-details-actions';
import { LoadRouteDialog } from './load-route-dialog';
import { StatusChip } from './status-chip';
import { LoadDetailsPresenterToken } from '../../tokens';
import { usePageTitle } from '../../app/page-title';

const AttachmentPreviewDialog = lazy(() => import('./attachment-preview-dialog'));

/** Where Back to History goes: the list (with its filters) the user came from, else /history. */
function backPath(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && /^\/history(\?|$)/.test(from) ? from : '/history';
}

/** Load Details at /history/:loadId. */
const LoadDetailsScreen = observer(function LoadDetailsScreen() {
  const presenter = usePresenter(LoadDetailsPresenterToken);
  usePageTitle('Load Details');
  const { loadId } = useParams();
  const location = useLocation();
  useEffect(() => presenter.open(loadId), [presenter, loadId]);

  const view = presenter.view;
  const load = presenter.load;
  const back = backPath(location.state);
  const previewed = presenter.previewed;

  return (
    <Stack spacing={{ xs: 2, sm: 2.5 }}>
      <Box>
        <Button component={RouterLink} to={back} startIcon={<ArrowBack />} sx={{ ml: -1 }}>
          Back to History
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ mr: 'auto', minWidth: 0 }}>
          <Typography component="h1" variant="h2">
            Load Details
          </Typography>
          {view && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
              <Typography color="text.secondary">
                Job ID{' '}
                <Box
                  component="span"
                  sx={{ color: 'text.primary', fontWeight: 700 }}
                  data-testid="details-job-id"
                >
                  {view.jobId}
                </Box>
              </Typography>
              <StatusChip badge={view.badge} />
            </Box>
          )}
        </Box>
        {view && view.bidCount > 0 && presenter.loadId !== null && (
          <Button
            component={RouterLink}
            to={`/history/${presenter.loadId}/bids`}
            variant="outlined"
            startIcon={<GavelOutlined />}
          >
            View Bid History ({view.bidCount})
          </Button>
        )}
      </Box>

      {presenter.status.kind === 'loading' && (
        <Box role="status" aria-label="Loading load details">
          <LinearProgress />
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Loading load details…
          </Typography>
        </Box>
      )}

      {presenter.errorText && (
        <RetryAlert filled message={presenter.errorText} onRetry={presenter.retry} />
      )}

      {view && load && (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, sm: 2.5 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <DetailsCard title="Route Details" icon={<RouteOutlined />}>
            <RouteDetails route={view.route} />
          </DetailsCard>
          <DetailsCard title="Load Information" icon={<Inventory2Outlined />}>
            <FieldList fields={view.information} />
          </DetailsCard>
          <DetailsCard title="Timeline" icon={<TimelineOutlined />}>
            <Timeline steps={view.timeline} />
          </DetailsCard>
          <DetailsCard title="Attachments" icon={<AttachFile />}>
            <AttachmentList
              items={presenter.attachments}
              downloadError={previewed ? null : presenter.downloadError}
              isDownloading={(item) => presenter.isDownloading(item.attachment)}
              onPreview={presenter.openPreview}
              onDownload={(item) => void presenter.download(item.attachment)}
            />
          </DetailsCard>
          <DetailsCard title="Driver Information" icon={<PersonOutline />}>
            {view.driver ? (
              <FieldList fields={view.driver} />
            ) : (
              <Typography color="text.secondary">
                No driver has been assigned to this load.
              </Typography>
            )}
          </DetailsCard>
          <DetailsCard title="Additional Information" icon={<NotesOutlined />}>
            <FieldList fields={view.additional} />
          </DetailsCard>
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <DetailsCard title="Actions" icon={<ReceiptLongOutlined />}>
              <LoadDetailsActions
                view={view}
                canShowMap={presenter.canShowMap}
                onShowMap={presenter.openMap}
              />
            </DetailsCard>
          </Box>
        </Box>
      )}

      {previewed && (
        <Suspense fallback={null}>
          <AttachmentPreviewDialog
            title={presenter.previewHeading}
            item={previewed}
            hasPrevious={presenter.hasPrevious}
            hasNext={presenter.hasNext}
            downloading={presenter.isDownloading(previewed.attachment)}
            downloadError={presenter.downloadError}
            onPrevious={presenter.showPrevious}
            onNext={presenter.showNext}
            onDownload={() => void presenter.download(previewed.attachment)}
            onClose={presenter.closePreview}
          />
        </Suspense>
      )}

      <LoadRouteDialog load={load} open={presenter.mapOpen} onClose={presenter.closeMap} />
    </Stack>
  );
});

export default LoadDetailsScreen;
