import type { ShellFileName } from '../textParts';
import frCommon from '../../../../locales/fr/common.json';
import frErrors from '../../../../locales/fr/errors.json';
import frFooter from '../../../../locales/fr/footer.json';
import frLanding from '../../../../locales/fr/landing.json';
import frRegister from '../../../../locales/fr/register.json';
import frSandbox from '../../../../locales/fr/sandbox.json';
import frShell from '../../../../locales/fr/shell.json';
import frValidation from '../../../../locales/fr/validation.json';

/** The shell's French locale files (textParts.ts, SHELL_TEXTS): one chunk, loaded only for a visitor reading French. */
export const FR_SHELL_FILES: Record<ShellFileName, object> = {
  common: frCommon,
  errors: frErrors,
  footer: frFooter,
  landing: frLanding,
  register: frRegister,
  sandbox: frSandbox,
  shell: frShell,
  validation: frValidation,
};
