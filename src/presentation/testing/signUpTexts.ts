import enKyc from '../../../locales/en/kyc.json';
import enRegister from '../../../locales/en/register.json';
import enRegistration from '../../../locales/en/registration.json';
import enValidation from '../../../locales/en/validation.json';
import enVerification from '../../../locales/en/verification.json';
import enVerify from '../../../locales/en/verify.json';
import frKyc from '../../../locales/fr/kyc.json';
import frRegister from '../../../locales/fr/register.json';
import frRegistration from '../../../locales/fr/registration.json';
import frValidation from '../../../locales/fr/validation.json';
import frVerification from '../../../locales/fr/verification.json';
import frVerify from '../../../locales/fr/verify.json';

/** The texts of the sign-up screens (registration, verification, KYC), for assertions. */
export const TEXTS = {
  en: { ...enVerification, ...enRegistration, ...enKyc, ...enVerify, ...enRegister, ...enValidation },
  fr: { ...frVerification, ...frRegistration, ...frKyc, ...frVerify, ...frRegister, ...frValidation },
};
