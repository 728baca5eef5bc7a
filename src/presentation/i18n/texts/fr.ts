// The shell's French locale files (textParts.ts, SHELL_TEXTS, checked by loadTexts.ts): one chunk, loaded only
// for a visitor reading French.
export { default as common } from '../../../../locales/fr/common.json';
export { default as errors } from '../../../../locales/fr/errors.json';
export { default as footer } from '../../../../locales/fr/footer.json';
export { default as landing } from '../../../../locales/fr/landing.json';
export { default as register } from '../../../../locales/fr/register.json';
export { default as sandbox } from '../../../../locales/fr/sandbox.json';
export { default as shell } from '../../../../locales/fr/shell.json';
export { default as validation } from '../../../../locales/fr/validation.json';
