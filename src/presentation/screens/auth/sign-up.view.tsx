import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { AUTH_PATHS } from '../../../features';
import type { SignUpField } from '../../../domain/auth/sign-up-form';
import { PHONE_HINT, UK_CALLING_CODE } from '../../../domain/shared/uk-phone';
import { usePresenter } from '../../app/container';
import { AddressField } from '../../components/address-field/address-field';
import { TextInput, type TextInputProps } from '../../components/fields/text-input';
import {
  AuthFailure,
  AuthForm,
  AuthHeading,
  AuthSubmit,
  PasswordField,
  useAuthOutcome,
  useRedirect,
  withRedirect,
} from './auth-form';
import { SignUpPresenter } from './sign-up.presenter';
import ui from '../../styles/ui.module.css';
import auth from './auth.module.css';

/** The order errors are checked in, for moving focus to the first one. */
const FIELD_ORDER: readonly SignUpField[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'phoneNumber',
  'businessType',
  'businessDescription',
  'address',
];

const fieldId = (field: SignUpField) => `signup-${field}`;

/** The calling code before the phone's 10 digits; the hint under the box says it in words. */
const UK_PREFIX = <span aria-hidden="true">{UK_CALLING_CODE}</span>;

/**
 * Sign up: the fields with their error texts, the address with suggestions and a note naming
 * where the suggestions come from. A failed submit moves focus to the first field in error.
 */
export const SignUpView = observer(function SignUpView() {
  const presenter = usePresenter(SignUpPresenter);
  const redirect = useRedirect();
  useAuthOutcome(presenter);
  const { fields, errors } = presenter;

  const onSubmit = async () => {
    await presenter.submit();
    const first = FIELD_ORDER.find((f) => presenter.errors[f]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const text = (field: SignUpField, label: string, extra: Partial<TextInputProps> = {}) => {
    const { helperText, ...rest } = extra;
    return (
      <TextInput
        {...rest}
        id={fieldId(field)}
        name={field}
        label={label}
        value={fields[field]}
        onChange={(e) => presenter.setField(field, e.target.value)}
        error={Boolean(errors[field])}
        helperText={errors[field] ?? helperText}
        fullWidth
      />
    );
  };

  return (
    <AuthForm titleId="signup-title" onSubmit={() => void onSubmit()}>
      <AuthHeading
        id="signup-title"
        title="Create your account"
        lead="Post loads and get bids from UK drivers and courier companies. We will e-mail you a 4-digit code to confirm your address."
      />
      <AuthFailure message={presenter.request.error} />
      <div className={ui.twoColumns}>
        {text('firstName', 'First Name', { required: true, autoComplete: 'given-name' })}
        {text('lastName', 'Last Name', { required: true, autoComplete: 'family-name' })}
        <div className={auth.fullWidth}>
          {text('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
        </div>
        <PasswordField
          id={fieldId('password')}
          label="Password"
          value={fields.password}
          onChange={(v) => presenter.setField('password', v)}
          error={errors.password}
          helperText="At least 6 characters"
          autoComplete="new-password"
        />
        <PasswordField
          id={fieldId('confirmPassword')}
          label="Confirm Password"
          value={fields.confirmPassword}
          onChange={(v) => presenter.setField('confirmPassword', v)}
          error={errors.confirmPassword}
          autoComplete="new-password"
        />
        {text('phoneNumber', 'Phone Number (optional)', {
          type: 'tel',
          autoComplete: 'tel-national',
          helperText: PHONE_HINT,
          startAdornment: UK_PREFIX,
          htmlInput: { inputMode: 'numeric' },
        })}
        {text('businessType', 'Business Type', {
          autoComplete: 'organization-title',
          placeholder: 'e.g. Retail, Manufacturing',
        })}
        <div className={auth.fullWidth}>
          {text('businessDescription', 'Business Description', {
            multiline: true,
            minRows: 2,
            placeholder: 'What do you usually send, and how often?',
          })}
        </div>
        <div className={auth.fullWidth}>
          <AddressField
            id={fieldId('address')}
            name="address"
            label="Address"
            value={fields.address}
            onChange={(v) => presenter.setField('address', v)}
            onPick={presenter.pickAddress}
            error={errors.address}
            helperText="Start typing a UK town, city or postcode"
            showPoweredBy
          />
        </div>
      </div>
      <AuthSubmit
        pending={presenter.request.pending}
        label="Sign Up"
        busyLabel="Creating account…"
        className={auth.submit}
      />
      <p className={`${ui.body2} ${auth.switch}`}>
        Already have an account?{' '}
        <RouterLink to={withRedirect(AUTH_PATHS.signin, redirect)} className={ui.link}>
          Sign in
        </RouterLink>
      </p>
    </AuthForm>
  );
});
