import { Router, type Request } from 'express';
import type { SandboxCalls } from '../../src/adapters/sandbox/SandboxApi';
import type { ContactChange, ProfileUpdate } from '../../src/application/consumer/ports/ConsumerGateway';
import { answer } from '../http/answer';
import { readFields } from '../http/requestFields';
import { bearerOf } from '../http/requestParts';
import {
  ADDRESS_INFO,
  CODE,
  EMAIL,
  EMAIL_CHECK,
  FINANCIAL_INFO,
  NEW_EMAIL,
  NEW_PHONE,
  PASSWORD_RESUME,
  PERSONAL_INFO,
  REGISTRATION,
} from './requestSchemas';

function hasField(body: unknown, fieldName: string): boolean {
  return typeof body === 'object' && body !== null && fieldName in body;
}

/**
 * PUT /api/consumer carries one registration step, told apart by its first field as the sandbox does:
 * name (personal), addressLine1 (address), otherwise financial — so a body with none of them is
 * answered with the financial step's missing fields.
 */
function profileUpdateOf(request: Request): ProfileUpdate {
  if (hasField(request.body, 'name')) return readFields(request.body, PERSONAL_INFO);
  if (hasField(request.body, 'addressLine1')) return readFields(request.body, ADDRESS_INFO);
  return readFields(request.body, FINANCIAL_INFO);
}

/** POST /api/consumer/update carries a new e-mail, or a new country code and number. */
function contactChangeOf(request: Request): ContactChange {
  if (hasField(request.body, 'email')) return readFields(request.body, NEW_EMAIL);
  return readFields(request.body, NEW_PHONE);
}

/** Registration, the profile, contact changes, their verification and the password reset. */
export function consumerRoutes(sandbox: SandboxCalls): Router {
  const router = Router();
  router.post(
    '/api/consumer/register',
    answer((request) => sandbox.register(readFields(request.body, REGISTRATION))),
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
    answer((request) => sandbox.checkEmailCode(bearerOf(request), readFields(request.body, EMAIL_CHECK))),
  );
  router.get(
    '/api/consumer/otp-device/add',
    answer((request) => sandbox.addMobileDevice(bearerOf(request))),
  );
  router.post(
    '/api/consumer/otp-device/verify',
    answer((request) => sandbox.verifyMobileDevice(bearerOf(request), readFields(request.body, CODE).code)),
  );
  router.post(
    '/api/consumer/lost-password/start',
    answer((request) => sandbox.startPasswordReset(readFields(request.body, EMAIL).email)),
  );
  router.post(
    '/api/consumer/lost-password/resume',
    answer((request) => {
      sandbox.resumePasswordReset(readFields(request.body, PASSWORD_RESUME));
      return {};
    }),
  );
  return router;
}
