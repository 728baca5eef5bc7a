import type { Backend } from './containerWith';

/**
 * The backend the browser's app talks to, named at build time: the API when the build was given
 * API_BASE_URL, else the sandbox. The condition is a constant in the bundle, so webpack leaves the
 * other mode's adapters (and, in HTTP mode, the sandbox's code and seed data) out of the build.
 * Eager: evaluated from the entry, nothing more to download.
 */
export function loadBuildBackend(): Promise<{ backend: Backend }> {
  return process.env.API_BASE_URL
    ? import(/* webpackMode: "eager" */ './httpBackend')
    : import(/* webpackMode: "eager" */ './sandboxBackend');
}
