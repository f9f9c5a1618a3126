import { describe, expect, it } from 'vitest';
import type { AuthGateway } from '../../../src/application/ports/auth-gateway.port';
import type { WaitingList } from '../../../src/application/ports/waiting-list.port';
import { AppError } from '../../../src/domain/shared/app-error';

export interface AuthContractWorld {
  readonly gateway: AuthGateway;
  readonly waitingList: WaitingList;
  /** The newest code e-mailed to `email` (the Demo inbox, or the local API's outbox). */
  codeFor(email: string): Promise<string>;
  /** The token of the newest reset link e-mailed to `email`. */
  resetTokenFor(email: string): Promise<string>;
  /** Real time passes for the server (a code may be resent after 30 s). */
  passTime(ms: number): void;
}

const DEMO = { email: 'demo@shipper.test', password: 'Demo1234' };

/** What every AuthGateway and WaitingList must do, in demo mode and against the API. */
export function describeAuthGatewayContract(
  name: string,
  make: () => Promise<AuthContractWorld>,
): void {
  describe(`AuthGateway contract: ${name}`, () => {
    it('signs the demo customer in with a user and a token', async () => {
      const { gateway } = await make();
      const outcome = await gateway.signIn(DEMO);
      expect(outcome.kind).toBe('signed-in');
      if (outcome.kind !== 'signed-in') return;
      expect(outcome.token).not.toBe('');
      expect(outcome.user).toMatchObject({
        email: DEMO.email,
        firstName: 'Dana',
        lastName: 'Shipper',
      });
    });

    it('refuses a wrong password with the server text', async () => {
      const { gateway } = await make();
      const error = await gateway
        .signIn({ ...DEMO, password: 'Demo12345' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        kind: 'validation',
        serverMessage: 'These credentials do not match our records.',
      });
    });

    it('a new account needs its e-mail verified; the code verifies it once', async () => {
      const world = await make();
      const email = 'sam@carter.test';
      await world.gateway.signUp({
        firstName: 'Sam',
        lastName: 'Carter',
        email,
        password: 'Fresh123',
        passwordConfirmation: 'Fresh123',
        phoneNumber: '0770090012',
        businessType: 'Retail',
        businessDescription: 'Furniture',
        address: 'Leeds',
      });
      expect(await world.gateway.signIn({ email, password: 'Fresh123' })).toEqual({
        kind: 'needs-verification',
        email,
      });
      const code = await world.codeFor(email);
      const wrong = code === '0000' ? '1111' : '0000';
      await expect(world.gateway.verifyOtp(email, wrong)).rejects.toMatchObject({
        serverMessage: 'Invalid OTP',
      });
      await world.gateway.verifyOtp(email, code);
      await expect(world.gateway.verifyOtp(email, code)).rejects.toBeInstanceOf(AppError);
      expect((await world.gateway.signIn({ email, password: 'Fresh123' })).kind).toBe('signed-in');
    });

    it('refuses a second account for the same e-mail', async () => {
      const { gateway } = await make();
      const error = await gateway
        .signUp({
          firstName: 'D',
          lastName: 'S',
          email: DEMO.email,
          password: 'Another1',
          passwordConfirmation: 'Another1',
          phoneNumber: '',
          businessType: '',
          businessDescription: '',
          address: '',
        })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({
        kind: 'validation',
        serverMessage: 'The email has already been taken.',
      });
      expect((error as AppError).fieldErrors.email).toEqual(['The email has already been taken.']);
    });

    it('a code is resent after 30 s, verifies the account, and none is sent after that', async () => {
      const world = await make();
      const email = 'late@carter.test';
      await world.gateway.signUp({
        firstName: 'L',
        lastName: 'C',
        email,
        password: 'Later123',
        passwordConfirmation: 'Later123',
        phoneNumber: '',
        businessType: '',
        businessDescription: '',
        address: '',
      });
      // Sign-up sent the first code; another may follow after 30 s.
      await expect(world.gateway.sendOtp(email)).rejects.toBeInstanceOf(AppError);
      world.passTime(30_000);
      await world.gateway.sendOtp(email);
      await world.gateway.verifyOtp(email, await world.codeFor(email));
      world.passTime(30_000);
      await expect(world.gateway.sendOtp(email)).rejects.toBeInstanceOf(AppError);
    });

    it('a reset link changes the password once', async () => {
      const world = await make();
      await world.gateway.requestPasswordReset(DEMO.email, 'https://portal.test');
      const token = await world.resetTokenFor(DEMO.email);
      const reset = {
        token,
        email: DEMO.email,
        password: 'NewPass99',
        passwordConfirmation: 'NewPass99',
      };
      await world.gateway.resetPassword(reset);
      await expect(world.gateway.resetPassword(reset)).rejects.toMatchObject({
        serverMessage: 'This password reset link is invalid. Request a new one.',
      });
      await expect(world.gateway.signIn(DEMO)).rejects.toBeInstanceOf(AppError);
      expect((await world.gateway.signIn({ ...DEMO, password: 'NewPass99' })).kind).toBe(
        'signed-in',
      );
    });

    it('the waiting list takes an address once', async () => {
      const { waitingList } = await make();
      await waitingList.join({ name: 'Bea', email: 'bea@tester.test' });
      await expect(
        waitingList.join({ name: 'Bea', email: 'bea@tester.test' }),
      ).rejects.toMatchObject({
        serverMessage: 'This email is already on the waiting list.',
      });
    });
  });
}
