import type { FormEvent, ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ProfileField } from '../../../domain/profile/profile-form';
import { PHONE_HINT, UK_CALLING_CODE } from '../../../domain/shared/uk-phone';
import { AddressField } from '../../components/address-field/address-field';
import { TextInput } from '../../components/fields/text-input';
import { UploadProgress } from '../../components/upload/upload-progress';
import type { EditProfilePresenter } from './edit-profile.presenter';
import { ProfilePhotoField } from './profile-photo-field';
import ui from '../../styles/ui.module.css';
import css from './edit-profile-form.module.css';

/** The profile form: photo, personal details, business, Cancel and Save Changes. */
export const ProfileForm = observer(function ProfileForm({
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
    <form noValidate onSubmit={onSubmit} aria-label="Profile" className={`${ui.paper} ${css.form}`}>
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
      <hr className={css.divider} />
      <Section id="profile-personal-heading" title="Personal details">
        <div className={css.personal}>
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
      <hr className={css.divider} />
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
