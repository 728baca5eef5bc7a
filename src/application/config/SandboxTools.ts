import type { ServiceIdentifier } from 'inversify';

/**
 * Whether the backend is a sandbox whose tools the pages may offer (SPEC section 2: "in every
 * environment except production"): the KYC page's Simulate Success, sandbox note and sandbox widget.
 * Always in sandbox mode; in HTTP mode only when the build says its API is the local sandbox server
 * (SANDBOX_TOOLS=on, which `npm run start:http` sets), never for the issuer's production API.
 */
export const SANDBOX_TOOLS: ServiceIdentifier<boolean> = Symbol.for('SandboxTools');
