import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
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
import { usePageTitle } from '../../app/page-title';
import ui from '../../styles/ui.module.css';
import css from './load-details.screen.module.css';
import { LoadDetailsPresenter } from './load-details.presenter';
import { LoadingBar } from '../../components/loading-bar';
import { ScreenHeading } from '../../app/screen-arrival';

const AttachmentPreviewDialog = lazy(() => import('./attachment-preview-dialog'));

const BACK_ICON = <ArrowBack />;
const ROUTE_ICON = <RouteOutlined />;
const LOAD_ICON = <Inventory2Outlined />;
const TIMELINE_ICON = <TimelineOutlined />;
const ATTACHMENTS_ICON = <AttachFile />;
const DRIVER_ICON = <PersonOutline />;
const NOTES_ICON = <NotesOutlined />;
const ACTIONS_ICON = <ReceiptLongOutlined />;
const BIDS_ICON = <GavelOutlined />;

/** Where Back to History goes: the list (with its filters) the user came from, else /history. */
function backPath(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && /^\/history(\?|$)/.test(from) ? from : '/history';
}

/** Load Details at /history/:loadId. */
const LoadDetailsScreen = observer(function LoadDetailsScreen() {
  const presenter = usePresenter(LoadDetailsPresenter);
  usePageTitle('Load Details');
  const { loadId } = useParams();
  const location = useLocation();
  useEffect(() => presenter.open(loadId), [presenter, loadId]);

  const view = presenter.view;
  const load = presenter.load;
  const back = backPath(location.state);
  const previewed = presenter.previewed;

  return (
    <div className={css.screen}>
      <div>
        <Button component={RouterLink} to={back} startIcon={BACK_ICON} className={css.back}>
          Back to History
        </Button>
      </div>
      <div className={css.head}>
        <div className={css.title}>
          <ScreenHeading className={ui.h2}>Load Details</ScreenHeading>
          {view && (
            <div className={css.job}>
              <p className={`${ui.body1} ${ui.muted}`}>
                Job ID{' '}
                <span className={css.jobId} data-testid="details-job-id">
                  {view.jobId}
                </span>
              </p>
              <StatusChip badge={view.badge} />
            </div>
          )}
        </div>
        {view && view.bidCount > 0 && presenter.loadId !== null && (
          <Button
            component={RouterLink}
            to={`/history/${presenter.loadId}/bids`}
            variant="outlined"
            startIcon={BIDS_ICON}
          >
            View Bid History ({view.bidCount})
          </Button>
        )}
      </div>

      {presenter.details.loading && (
        <div role="status" aria-label="Loading load details">
          <LoadingBar />
          <p className={`${ui.body1} ${ui.muted} ${css.loadingText}`}>Loading load details…</p>
        </div>
      )}

      {presenter.details.error && (
        <RetryAlert filled message={presenter.details.error} onRetry={presenter.retry} />
      )}

      {view && load && (
        <div className={css.cards}>
          <DetailsCard title="Route Details" icon={ROUTE_ICON}>
            <RouteDetails route={view.route} />
          </DetailsCard>
          <DetailsCard title="Load Information" icon={LOAD_ICON}>
            <FieldList fields={view.information} />
          </DetailsCard>
          <DetailsCard title="Timeline" icon={TIMELINE_ICON}>
            <Timeline steps={view.timeline} />
          </DetailsCard>
          <DetailsCard title="Attachments" icon={ATTACHMENTS_ICON}>
            <AttachmentList
              items={presenter.attachments}
              downloadError={previewed ? null : presenter.downloadError}
              isDownloading={(item) => presenter.isDownloading(item.attachment)}
              onPreview={presenter.openPreview}
              onDownload={(item) => void presenter.download(item.attachment)}
            />
          </DetailsCard>
          <DetailsCard title="Driver Information" icon={DRIVER_ICON}>
            {view.driver ? (
              <FieldList fields={view.driver} />
            ) : (
              <p className={`${ui.body1} ${ui.muted}`}>No driver has been assigned to this job.</p>
            )}
          </DetailsCard>
          <DetailsCard title="Additional Information" icon={NOTES_ICON}>
            <FieldList fields={view.additional} />
          </DetailsCard>
          <div className={css.wide}>
            <DetailsCard title="Actions" icon={ACTIONS_ICON}>
              <LoadDetailsActions
                view={view}
                canShowMap={presenter.canShowMap}
                onShowMap={presenter.openMap}
              />
            </DetailsCard>
          </div>
        </div>
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
    </div>
  );
});

export default LoadDetailsScreen;
