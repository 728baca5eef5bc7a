import type { ShellFileName } from '../textParts';
import enCommon from '../../../../locales/en/common.json';
import enErrors from '../../../../locales/en/errors.json';
import enFooter from '../../../../locales/en/footer.json';
import enLanding from '../../../../locales/en/landing.json';
import enRegister from '../../../../locales/en/register.json';
import enSandbox from '../../../../locales/en/sandbox.json';
import enShell from '../../../../locales/en/shell.json';
import enValidation from '../../../../locales/en/validation.json';

/** The shell's English locale files (textParts.ts, SHELL_TEXTS): one chunk, loaded only for a visitor reading English. */
export const EN_SHELL_FILES: Record<ShellFileName, object> = {
  common: enCommon,
  errors: enErrors,
  footer: enFooter,
  landing: enLanding,
  register: enRegister,
  sandbox: enSandbox,
  shell: enShell,
  validation: enValidation,
};
