import { makeAutoObservable, observableRef } from 'mobx';
import { AUTH_PATHS } from '../../../features';
import type { SignUpErrors, SignUpField, SignUpFields } from '../../../domain/auth/sign-up-form';
import { isAppError } from '../../../domain/shared/app-error';
import { phoneInput } from '../../../domain/shared/uk-phone';
import { errorMessage } from '../../../domain/shared/error-catalogue';
import type { AddressResult } from '../../../application/ports/address-lookup.port';
import type { SignUp, SignUpResult } from '../../../application/auth/sign-up.use-case';
import { Command } from '../../async/command';
import type { AuthNavigation } from './auth-form';

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

/**
 * The sign-up view: the fields and their checks, then on to the e-mail code. A refused field shows
 * the server's own message.
 */
export class SignUpPresenter {
  fields: SignUpFields = EMPTY_FIELDS;
  errors: SignUpErrors = {};
  /** The place picked from the suggestions, until the address is typed over. */
  pickedAddress: AddressResult | null = null;
  /** Where a finished sign-up leads; null while the form stays. */
  navigateTo: AuthNavigation | null = null;
  readonly request: Command<[], SignUpResult>;

  constructor(signUp: SignUp) {
    this.request = new Command({
      execute: () => signUp.execute(this.fields),
      errorMessage: (error) => errorMessage('signUp', error),
    });
    makeAutoObservable(this, { request: false, navigateTo: observableRef }, { autoBind: true });
  }

  /** Editing a field clears its error; the phone keeps digits only, at most 10. */
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

  /**
   * Signs up (one request at a time), then on to the verify view. Invalid fields, and fields the
   * server refused, show their errors and the form stays.
   */
  async submit(): Promise<void> {
    if (this.request.pending) return;
    const outcome = await this.request.run();
    if (outcome.kind === 'done') this.finished(outcome.value);
    else if (outcome.kind === 'failed') this.refused(outcome.error);
  }

  navigated(): void {
    this.navigateTo = null;
  }

  private finished(result: SignUpResult): void {
    if (result.kind === 'invalid') {
      this.errors = result.errors;
      this.request.reset();
      return;
    }
    this.errors = {};
    this.navigateTo = { to: AUTH_PATHS['verify-email'] };
  }

  /** The server's field errors (`errors: { first_name: [...] }`) under the form's own names. */
  private refused(error: unknown): void {
    if (!isAppError(error)) return;
    for (const [key, [first]] of Object.entries(error.fieldErrors)) {
      const field = SERVER_FIELDS[key];
      if (field && first) this.errors = { ...this.errors, [field]: first };
    }
  }
}
