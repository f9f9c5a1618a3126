import { makeAutoObservable, runInAction } from 'mobx';
import {
  phoneInput,
  type SignUpErrors,
  type SignUpField,
  type SignUpFields,
} from '../../../domain/auth/sign-up-form';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import {
  IDLE,
  LOADING,
  SUCCEEDED,
  failed,
  type RequestStatus,
} from '../../../domain/shared/request-status';
import type { AddressResult } from '../../../application/ports/address-lookup.port';
import type { SignUp } from '../../../application/auth/sign-up.use-case';
import { AUTH_VIEW_PATHS, type AuthNavigation } from './auth-views';
import { serverFieldErrors } from './server-field-errors';

const EMPTY_FIELDS: SignUpFields = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phoneNumber: '',
  businessType: '',
  businessDescription: '',
  address: '',
};

const SERVER_FIELDS: Readonly<Record<string, SignUpField>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  password: 'password',
  password_confirmation: 'confirmPassword',
  phone_number: 'phoneNumber',
  business_type: 'businessType',
  business_description: 'businessDescription',
  address: 'address',
};

/** The sign-up view (spec §2.4, §4 Sign up, §5 Sign up). */
export class SignUpPresenter {
  fields: SignUpFields = EMPTY_FIELDS;
  errors: SignUpErrors = {};
  passwordVisible = false;
  confirmVisible = false;
  status: RequestStatus = IDLE;
  /** The place picked from the suggestions, until the address is typed over. */
  pickedAddress: AddressResult | null = null;

  constructor(private readonly signUp: SignUp) {
    makeAutoObservable<this, 'signUp'>(this, { signUp: false }, { autoBind: true });
  }

  get busy(): boolean {
    return this.status.kind === 'loading';
  }

  get failure(): string | null {
    return this.status.kind === 'failed' ? this.status.message : null;
  }

  /** Editing a field clears its error; the phone keeps digits only, at most 10 (spec §5). */
  setField(field: SignUpField, value: string): void {
    const clean = field === 'phoneNumber' ? phoneInput(value) : value;
    this.fields = { ...this.fields, [field]: clean };
    this.errors = { ...this.errors, [field]: undefined };
    if (field === 'address') this.pickedAddress = null;
    if (field === 'password' && this.errors.confirmPassword)
      this.errors = { ...this.errors, confirmPassword: undefined };
  }

  pickAddress(result: AddressResult): void {
    this.fields = { ...this.fields, address: result.address };
    this.errors = { ...this.errors, address: undefined };
    this.pickedAddress = result;
  }

  togglePasswordVisible(): void {
    this.passwordVisible = !this.passwordVisible;
  }

  toggleConfirmVisible(): void {
    this.confirmVisible = !this.confirmVisible;
  }

  /** Signs up; resolves with the verify view, or null when the form stays (errors shown). */
  async submit(): Promise<AuthNavigation | null> {
    if (this.busy) return null;
    this.status = LOADING;
    try {
      const result = await this.signUp.execute(this.fields);
      return runInAction(() => {
        if (result.kind === 'invalid') {
          this.errors = result.errors;
          this.status = IDLE;
          return null;
        }
        this.status = SUCCEEDED;
        return { to: AUTH_VIEW_PATHS['verify-email'] };
      });
    } catch (error) {
      runInAction(() => {
        this.errors = { ...this.errors, ...serverFieldErrors(error, SERVER_FIELDS) };
        this.status = failed(errorMessage('signUp', error));
      });
      return null;
    }
  }
}
