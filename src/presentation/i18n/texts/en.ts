// The shell's English locale files (textParts.ts, SHELL_TEXTS, checked by loadTexts.ts): one chunk, loaded only
// for a visitor reading English.
export { default as common } from '../../../../locales/en/common.json';
export { default as errors } from '../../../../locales/en/errors.json';
export { default as footer } from '../../../../locales/en/footer.json';
export { default as landing } from '../../../../locales/en/landing.json';
export { default as register } from '../../../../locales/en/register.json';
export { default as sandbox } from '../../../../locales/en/sandbox.json';
export { default as shell } from '../../../../locales/en/shell.json';
export { default as validation } from '../../../../locales/en/validation.json';
