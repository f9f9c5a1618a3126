import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthGateway } from '../../src/application/ports/auth-gateway.port';
import { InMemoryAuthGateway } from '../../src/infrastructure/memory/auth/in-memory-auth-gateway';
import { InMemoryWaitingList } from '../../src/infrastructure/memory/auth/in-memory-waiting-list';
import type { LocalApiContext } from '../context';
import type { ResetLinkOrigins } from './reset-links';
import { fieldsOf, text } from '../http/request-fields';
import {
  credentialsOf,
  passwordResetOf,
  signInToDto,
  signUpRequestOf,
  verifiedEmailToDto,
} from './auth.dto';

/**
 * The account calls and the waiting list, made signed out: JSON bodies, except the forms of
 * forgot-password and join-platform-mail-send (either encoding is read).
 */
export function authRoutes(
  api: FastifyInstance,
  ctx: LocalApiContext,
  resetLinks: ResetLinkOrigins,
): void {
  const accounts = (request: FastifyRequest): AuthGateway =>
    new InMemoryAuthGateway(ctx.gatewayFor(request));

  api.post('/signup', { config: { operation: 'signUp' } }, async (request) => {
    const signUp = signUpRequestOf(fieldsOf(request.body));
    await accounts(request).signUp(signUp);
    return {
      message: 'Registered. We sent a verification code to your email.',
      data: { email: signUp.email.trim(), needs_email_verification: true },
      access_token: null,
    };
  });

  api.post('/signin', { config: { operation: 'signIn' } }, async (request) =>
    signInToDto(await accounts(request).signIn(credentialsOf(fieldsOf(request.body))), ctx.links),
  );

  api.post('/email/send-otp', { config: { operation: 'sendOtp' } }, async (request) => {
    await accounts(request).sendOtp(text(fieldsOf(request.body), 'email'));
    return { message: 'OTP sent successfully' };
  });

  api.post('/email/verify-otp', { config: { operation: 'verifyOtp' } }, async (request) => {
    const fields = fieldsOf(request.body);
    const verified = await accounts(request).verifyOtp(text(fields, 'email'), text(fields, 'otp'));
    return verifiedEmailToDto(verified, ctx.links);
  });

  api.post('/forgot-password', { config: { operation: 'forgotPassword' } }, async (request) => {
    const fields = fieldsOf(request.body);
    // The link (it carries the reset token) goes to an allow-listed portal only.
    const origin = resetLinks.originFor(text(fields, 'base_url'));
    const before = ctx.outbox.newestId();
    await accounts(request).requestPasswordReset(text(fields, 'email'), origin);
    ctx.outbox.linkBackTo(before, origin);
    return { message: 'Email sent' };
  });

  api.post('/reset-password', { config: { operation: 'resetPassword' } }, async (request) => {
    await accounts(request).resetPassword(passwordResetOf(fieldsOf(request.body)));
    return { message: 'Password reset' };
  });

  api.post(
    '/join-platform-mail-send',
    { config: { operation: 'joinWaitingList' } },
    async (request) => {
      const fields = fieldsOf(request.body);
      await new InMemoryWaitingList(ctx.gatewayFor(request)).join({
        name: text(fields, 'name'),
        email: text(fields, 'email'),
      });
      return { message: 'Thank you for joining our Beta Tester waiting list!' };
    },
  );
}
