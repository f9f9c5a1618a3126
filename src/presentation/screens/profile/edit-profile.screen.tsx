import {
  useId,
  lazy,
  useDeferredValue,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import type { ProfileField } from '../../../domain/profile/profile-form';
import { PHONE_HINT, UK_CALLING_CODE } from '../../../domain/shared/uk-phone';
import { usePresenter } from '../../app/container';
import { usePageTitle } from '../../app/page-title';
import { AddressField } from '../../components/address-field/address-field';
import { TextInput } from '../../components/fields/text-input';
import { OpenedOnce } from '../../components/opened-once';
import { Skeleton } from '../../components/skeleton';
import { UploadProgress } from '../../components/upload/upload-progress';
import { useObjectUrl } from '../../components/upload/use-object-url';
import { EditProfilePresenter } from './edit-profile.presenter';
import ui from '../../styles/ui.module.css';
import css from './edit-profile.screen.module.css';
import { ScreenHeading } from '../../app/screen-arrival';

const DASHBOARD_PATH = '/dashboard';

// Downloaded the first time it is asked, not with the screen: most visits never leave unsaved edits.
const DiscardProfileDialog = lazy(() => import('./discard-profile-dialog'));

const BACK_ICON = <ArrowBackIcon fontSize="small" aria-hidden="true" />;
const CAMERA_ICON = <PhotoCameraIcon />;
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
      <ScreenHeading className={`${ui.h1} ${ui.smallerOnPhone}`}>Edit Profile</ScreenHeading>
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
  // The form follows the presenter one render late: MobX re-renders at once, in one long task that
  // blocks typing and clicks, while React renders a deferred value in slices that yield to the
  // browser.
  const loaded = useDeferredValue(presenter.loaded);
  if (presenter.profile.error) {
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
        {presenter.profile.error}
      </Alert>
    );
  }
  if (!presenter.loaded || !loaded) return <ProfileSkeleton />;
  return (
    <>
      <ProfileForm presenter={presenter} onCancel={onCancel} />
      <NotificationsSection presenter={presenter} />
    </>
  );
});

/** Under the switch, or instead of it: what the section says in each state. */
const NOTIFICATIONS_NOTES = {
  demo: 'Notifications when Bidhaul is closed need a server. In demo mode, new bids are told while the portal is open.',
  unsupported: 'This browser cannot notify you when Bidhaul is closed.',
  blocked:
    "Notifications are blocked for this site. You can allow them in your browser's site settings.",
} as const;

/**
 * Notifications on this device when the portal is closed, where the API offers push. Not part of
 * the form: the switch acts at once, as the browser asks its permission then.
 */
const NotificationsSection = observer(function NotificationsSection({
  presenter,
}: {
  presenter: EditProfilePresenter;
}) {
  const hintId = useId();
  const state = presenter.notifications;
  if (state === 'hidden') return null;
  const note = state === 'on' || state === 'off' ? null : NOTIFICATIONS_NOTES[state];
  return (
    <div className={`${ui.paper} ${css.card} ${css.notifications}`}>
      <Section id="profile-notifications-heading" title="Notifications">
        {state !== 'demo' && (
          <>
            <label className={css.switchLabel}>
              <input
                type="checkbox"
                role="switch"
                className={ui.switch}
                checked={state === 'on'}
                disabled={state !== 'on' && state !== 'off'}
                aria-busy={presenter.pushSwitch.pending}
                aria-describedby={hintId}
                onChange={(event) => {
                  if (!presenter.pushSwitch.pending)
                    void presenter.setNotifications(event.currentTarget.checked);
                }}
              />
              <span className={css.switchText}>
                Notify me on this device when Bidhaul is closed
              </span>
            </label>
            <p id={hintId} className={`${ui.body2} ${ui.muted} ${css.switchHint}`}>
              New bids on your jobs and changes to your trips.
            </p>
          </>
        )}
        {note && <p className={`${ui.body2} ${css.notificationsNote}`}>{note}</p>}
      </Section>
    </div>
  );
});

/** The profile form: photo, personal details, business, Cancel and Save Changes. */
const ProfileForm = observer(function ProfileForm({
  presenter,
  onCancel,
}: {
  presenter: EditProfilePresenter;
  onCancel: () => void;
}) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void presenter.save();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Profile" className={`${ui.paper} ${css.card}`}>
      {presenter.restoredEdits && (
        <Alert
          severity="info"
          className={css.restored}
          action={
            <Button color="inherit" size="small" onClick={presenter.discardEdits}>
              Discard them
            </Button>
          }
        >
          We kept the changes you had not saved yet. Check them and choose Save Changes.
        </Alert>
      )}
      <Section id="profile-photo-heading" title="Profile photo">
        <ProfilePhotoField presenter={presenter} />
      </Section>
      <hr className={`${ui.divider} ${css.divider}`} />
      <Section id="profile-personal-heading" title="Personal details">
        <div className={ui.twoColumns}>
          <ProfileTextField
            presenter={presenter}
            field="firstName"
            label="First Name"
            required
            autoComplete="given-name"
          />
          <ProfileTextField
            presenter={presenter}
            field="lastName"
            label="Last Name"
            required
            autoComplete="family-name"
          />
          <ProfileTextField
            presenter={presenter}
            field="email"
            label="Email Address"
            required
            type="email"
            autoComplete="email"
          />
          <ProfileTextField
            presenter={presenter}
            field="phoneNumber"
            label="Phone Number"
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            hint={PHONE_HINT}
            prefix={UK_CALLING_CODE}
          />
          <div className={css.fullRow}>
            <ProfileAddressField presenter={presenter} />
          </div>
        </div>
      </Section>
      <hr className={`${ui.divider} ${css.divider}`} />
      <Section id="profile-business-heading" title="Business">
        <div className={css.business}>
          <ProfileTextField presenter={presenter} field="businessType" label="Business Type" />
          <ProfileTextField
            presenter={presenter}
            field="businessDescription"
            label="Business Description"
            multiline
          />
        </div>
      </Section>
      <FormActions presenter={presenter} onCancel={onCancel} />
    </form>
  );
});

/** One field, observing only its own value and error (typing re-renders one field). */
const ProfileTextField = observer(function ProfileTextField({
  presenter,
  field,
  label,
  required,
  type,
  autoComplete,
  inputMode,
  hint,
  prefix,
  multiline,
}: {
  presenter: EditProfilePresenter;
  field: ProfileField;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric';
  hint?: string;
  /** Fixed text before the value; the hint says it in words, so it is not read out. */
  prefix?: string;
  multiline?: boolean;
}) {
  const error = presenter.errors[field];
  return (
    <TextInput
      id={`profile-${field}`}
      name={field}
      label={label}
      required={required}
      type={type}
      autoComplete={autoComplete}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      value={presenter.form[field]}
      onChange={(event) => presenter.setField(field, event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      disabled={presenter.saveRequest.pending}
      htmlInput={inputMode ? { inputMode } : undefined}
      startAdornment={prefix && <span aria-hidden="true">{prefix}</span>}
    />
  );
});

const ProfileAddressField = observer(function ProfileAddressField({
  presenter,
}: {
  presenter: EditProfilePresenter;
}) {
  return (
    <AddressField
      id="profile-address"
      name="address"
      label="Address"
      value={presenter.form.address}
      onChange={(value) => presenter.setField('address', value)}
      onPick={presenter.pickAddress}
      error={presenter.errors.address}
      helperText="Start typing to see UK addresses."
      showPoweredBy
      disabled={presenter.saveRequest.pending}
    />
  );
});

const FormActions = observer(function FormActions({
  presenter,
  onCancel,
}: {
  presenter: EditProfilePresenter;
  onCancel: () => void;
}) {
  return (
    <div className={css.actions}>
      <UploadProgress id="profile-upload" percent={presenter.uploadPercent} />
      <Button variant="outlined" onClick={onCancel} disabled={presenter.saveRequest.pending}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={!presenter.canSave}>
        {presenter.saveRequest.pending ? 'Saving...' : 'Save Changes'}
      </Button>
    </div>
  );
});

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={`${ui.h4} ${css.sectionTitle}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * What the file picker offers: JPG, PNG or GIF. Only a hint to the browser: the photo's content is
 * checked once picked.
 */
const ACCEPT = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';

/** The profile photo: current or previewed picture, upload and undo of an unsaved pick. */
const ProfilePhotoField = observer(function ProfilePhotoField({
  presenter,
}: {
  presenter: EditProfilePresenter;
}) {
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(presenter.photoFile);
  const shown = preview ?? presenter.photoUrl ?? undefined;
  const disabled = presenter.saveRequest.pending;

  return (
    <div className={css.photoField}>
      <Avatar
        src={shown}
        alt={preview ? 'Preview of the new profile photo' : shown ? 'Current profile photo' : ''}
        data-testid="profile-photo"
        className={`${ui.primaryFill} ${css.avatar}`}
      >
        {presenter.initials}
      </Avatar>
      <div className={css.controls}>
        <div className={css.buttons}>
          <Button
            variant="outlined"
            startIcon={CAMERA_ICON}
            onClick={() => input.current?.click()}
            disabled={disabled || presenter.photoCheck.loading}
            aria-describedby="profile-photo-help"
          >
            {shown ? 'Change photo' : 'Upload photo'}
          </Button>
          {presenter.photoFile && (
            <Button variant="text" onClick={presenter.discardPhoto} disabled={disabled}>
              Keep current photo
            </Button>
          )}
        </div>
        <p id="profile-photo-help" className={`${ui.body2} ${ui.muted} ${css.help}`}>
          {presenter.photoFile
            ? `New photo ${presenter.photoFile.name} chosen; it is saved with Save Changes.`
            : 'JPG, PNG or GIF, max 5MB.'}
        </p>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          aria-label="Profile photo file"
          data-testid="profile-photo-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void presenter.choosePhoto(file);
          }}
        />
      </div>
    </div>
  );
});

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading your profile" className={`${ui.paper} ${css.card}`}>
      <div className={css.skeletonPhoto}>
        <Skeleton variant="circular" width={96} height={96} />
        <Skeleton variant="rounded" width={160} height={36} />
      </div>
      <div className={ui.twoColumns}>{FIELD_SKELETONS}</div>
    </div>
  );
}

/** /profile/edit, signed in only: the user's own profile. */
export default function EditProfileScreen() {
  const presenter = usePresenter(EditProfilePresenter);
  usePageTitle('Edit Profile');
  return <EditProfileView presenter={presenter} />;
}
