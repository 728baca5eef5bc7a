import type { ServiceIdentifier } from 'inversify';

/** sandbox: the offline simulation of the issuer's backend; http: the issuer's REST API. */
export type BackendMode = 'sandbox' | 'http';

export const BACKEND_MODE: ServiceIdentifier<BackendMode> = Symbol.for('BackendMode');
