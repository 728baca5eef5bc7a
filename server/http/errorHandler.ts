import type { ErrorRequestHandler } from 'express';
import { SandboxError } from '../../src/adapters/sandbox/SandboxError';
import { BadRequest } from './BadRequest';

/** What the JSON body parser reports, by the `type` it sets on its errors. */
const BODY_PROBLEMS: Record<string, { errorCode: string; errorMessage: string }> = {
  'entity.parse.failed': { errorCode: 'malformedJson', errorMessage: 'The request body is not valid JSON.' },
  'entity.too.large': { errorCode: 'bodyTooLarge', errorMessage: 'The request body is larger than 100 kB.' },
};
const UNREADABLE_BODY = { errorCode: 'unreadableBody', errorMessage: 'The request body could not be read.' };

/** The body parser's client errors (bad JSON, too large, unsupported charset …): 4xx with a `type`. */
function bodyProblem(error: unknown): { errorCode: string; errorMessage: string } | null {
  if (typeof error !== 'object' || error === null || !('type' in error) || !('status' in error)) return null;
  if (typeof error.type !== 'string' || typeof error.status !== 'number' || error.status >= 500) return null;
  return BODY_PROBLEMS[error.type] ?? UNREADABLE_BODY;
}

function stackOf(error: unknown): string {
  return error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
}

/**
 * Turns every failure into the contract's answer: refused input 400, the sandbox's own status and body,
 * no answer at all for a simulated network failure, and otherwise 500 with the stack in the log only.
 */
export function errorHandler(log: (line: string) => void): ErrorRequestHandler {
  return (error: unknown, request, response, _next) => {
    if (error instanceof SandboxError && error.status === 0) {
      request.socket.destroy();
      return;
    }
    if (error instanceof SandboxError) {
      const wait = error.body.timeLeftForRetry;
      if (error.status === 429 && wait !== undefined) response.set('Retry-After', String(wait));
      response.status(error.status).json(error.body);
      return;
    }
    if (error instanceof BadRequest) {
      response.status(400).json(error.body);
      return;
    }
    const problem = bodyProblem(error);
    if (problem !== null) {
      response.status(400).json(problem);
      return;
    }
    log(`Internal error on ${request.method} ${request.path}: ${stackOf(error)}`);
    response.status(500).json({ errorMessage: 'Internal error' });
  };
}
