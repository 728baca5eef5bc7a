import type { SandboxErrorBody } from '../../src/adapters/sandbox/SandboxError';

/** Input the server refuses before the sandbox sees it: always a 400, with a body in the contract's error shape. */
export class BadRequest extends Error {
  constructor(readonly body: SandboxErrorBody & { errorCode: string; errorMessage: string }) {
    super(body.errorMessage);
    this.name = 'BadRequest';
  }
}
