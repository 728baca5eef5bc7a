import { Router, type Request } from 'express';
import type { SandboxCalls } from '../../src/adapters/sandbox/SandboxApi';
import type { ContactChange, ProfileUpdate } from '../../src/application/consumer/ports/ConsumerGateway';
import { answer } from '../http/answer';
import { bearerOf, bodyOf } from '../http/requestParts';

/**
 * PUT /api/consumer carries one registration step, told apart by its first field as the document's
 * oneOf does (name: personal, addressLine1: address, otherwise financial); the fields the document lets
 * be absent or null are empty for the sandbox.
 */
function profileUpdateOf(request: Request): ProfileUpdate {
  const step = bodyOf(request, 'updateProfile');
  if ('name' in step) return { name: step.name, surname: step.surname, dateOfBirth: step.dateOfBirth };
  if ('addressLine1' in step) {
    const { addressLine1, city, postCode, country } = step;
    return {
      addressLine1,
      addressLine2: step.addressLine2 ?? '',
      city,
      postCode,
      state: step.state ?? '',
      country,
    };
  }
  const { occupation, sourceOfFunds, nationality } = step;
  return { occupation, sourceOfFunds, sourceOfFundsOther: step.sourceOfFundsOther ?? '', nationality };
}

/** POST /api/consumer/update carries a new e-mail, or a new country code and number (oneOf). */
function contactChangeOf(request: Request): ContactChange {
  const change = bodyOf(request, 'updateContact');
  const code = change.code ?? undefined;
  if ('email' in change) return { email: change.email, code };
  return { countryCode: change.countryCode, number: change.number, code };
}

/** Registration, the profile, contact changes, their verification and the password reset. */
export function consumerRoutes(sandbox: SandboxCalls): Router {
  const router = Router();
  router.post(
    '/api/consumer/register',
    answer((request) => {
      const { email, countryCode, number, acceptedTerms, password } = bodyOf(request, 'register');
      return sandbox.register({ email, countryCode, number, acceptedTerms, password });
    }),
  );
  router.get(
    '/api/consumer',
    answer((request) => sandbox.fetchConsumer(bearerOf(request))),
  );
  router.put(
    '/api/consumer',
    answer((request) => ({ consumer: sandbox.updateProfile(bearerOf(request), profileUpdateOf(request)) })),
  );
  router.post(
    '/api/consumer/update',
    answer((request) => sandbox.updateContact(bearerOf(request), contactChangeOf(request))),
  );
  router.get(
    '/api/consumer/verify-email/send-email',
    answer((request) => sandbox.sendVerificationEmail(bearerOf(request))),
  );
  router.post(
    '/api/consumer/verify-email/check-code',
    answer((request) => {
      const { nonce, cons } = bodyOf(request, 'checkEmailCode');
      return sandbox.checkEmailCode(bearerOf(request), { nonce, cons });
    }),
  );
  router.get(
    '/api/consumer/otp-device/add',
    answer((request) => sandbox.addMobileDevice(bearerOf(request))),
  );
  router.post(
    '/api/consumer/otp-device/verify',
    answer((request) =>
      sandbox.verifyMobileDevice(bearerOf(request), bodyOf(request, 'verifyMobileDevice').code),
    ),
  );
  router.post(
    '/api/consumer/lost-password/start',
    answer((request) => sandbox.startPasswordReset(bodyOf(request, 'startPasswordReset').email)),
  );
  router.post(
    '/api/consumer/lost-password/resume',
    answer((request) => {
      const { newPassword, nonce, email } = bodyOf(request, 'resumePasswordReset');
      sandbox.resumePasswordReset({ newPassword, nonce, email });
      return {};
    }),
  );
  return router;
}
