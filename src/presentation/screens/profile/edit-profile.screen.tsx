import { lazy, useDeferredValue, useState, type MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Skeleton } from '../../components/skeleton';
import { OpenedOnce } from '../../components/opened-once';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { usePresenter } from '../../app/container';
import { usePageTitle } from '../../app/page-title';
import { EditProfilePresenter } from './edit-profile.presenter';
import { ProfileForm } from './edit-profile-form';
import ui from '../../styles/ui.module.css';
import css from './edit-profile.screen.module.css';
import { ScreenHeading } from '../../app/screen-arrival';

const DASHBOARD_PATH = '/dashboard';

// Downloaded the first time it is asked, not with the screen: most visits never leave unsaved edits.
const DiscardProfileDialog = lazy(() => import('./discard-profile-dialog'));

const BACK_ICON = <ArrowBackIcon fontSize="small" aria-hidden="true" />;
const FIELD_SKELETONS = Array.from({ length: 6 }, (_, i) => (
  <Skeleton key={i} variant="rounded" height={56} />
));

/** Edit Profile: Back to dashboard, the form, and a question before unsaved edits are dropped. */
export const EditProfileView = observer(function EditProfileView({
  presenter,
}: {
  presenter: EditProfilePresenter;
}) {
  const navigate = useNavigate();
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  /** Leaving with unsaved edits asks first, so a stray click loses nothing. */
  const leave = (event?: MouseEvent) => {
    if (presenter.hasChanges) {
      event?.preventDefault();
      setConfirmingDiscard(true);
    } else if (!event) {
      void navigate(DASHBOARD_PATH);
    }
  };

  return (
    <div className={css.page}>
      <RouterLink to={DASHBOARD_PATH} onClick={leave} className={css.back}>
        {BACK_ICON}
        Back to dashboard
      </RouterLink>
      <ScreenHeading className={`${ui.h1} ${css.title}`}>Edit Profile</ScreenHeading>
      <p className={`${ui.body1} ${ui.muted} ${css.lead}`}>
        The name drivers see, the phone they ring and the business you run.
      </p>
      <ProfileBody presenter={presenter} onCancel={() => leave()} />
      <OpenedOnce open={confirmingDiscard}>
        <DiscardProfileDialog
          open={confirmingDiscard}
          onKeep={() => setConfirmingDiscard(false)}
          onDiscard={() => {
            presenter.discardEdits();
            void navigate(DASHBOARD_PATH);
          }}
        />
      </OpenedOnce>
    </div>
  );
});

const ProfileBody = observer(function ProfileBody({
  presenter,
  onCancel,
}: {
  presenter: EditProfilePresenter;
  onCancel: () => void;
}) {
  const status = presenter.profile.status;
  // The form follows the presenter one render late: MobX re-renders at once, in one long task that
  // blocks typing and clicks, while React renders a deferred value in slices that yield to the
  // browser.
  const loaded = useDeferredValue(status.kind === 'succeeded');
  if (status.kind === 'failed') {
    return (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={() => void presenter.load()}>
            Retry
          </Button>
        }
      >
        {status.message}
      </Alert>
    );
  }
  if (status.kind !== 'succeeded' || !loaded) return <ProfileSkeleton />;
  return <ProfileForm presenter={presenter} onCancel={onCancel} />;
});

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading your profile" className={`${ui.paper} ${css.skeleton}`}>
      <div className={css.skeletonPhoto}>
        <Skeleton variant="circular" width={96} height={96} />
        <Skeleton variant="rounded" width={160} height={36} />
      </div>
      <div className={css.skeletonFields}>{FIELD_SKELETONS}</div>
    </div>
  );
}

/** /profile/edit, signed in only: the user's own profile. */
export default function EditProfileScreen() {
  const presenter = usePresenter(EditProfilePresenter);
  usePageTitle('Edit Profile');
  return <EditProfileView presenter={presenter} />;
}
