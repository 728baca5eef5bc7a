import type { ErrorRequestHandler } from 'express';
import { SandboxError } from '../../src/adapters/sandbox/SandboxError';
import { validationRefusal } from './openApiValidation';

/** How a body the parser could not take is answered. */
interface BodyProblem {
  status: 400 | 415;
  errorCode: string;
  errorMessage: string;
}

/** What the JSON body parser reports, by the `type` it sets on its errors. */
const BODY_PROBLEMS: Record<string, BodyProblem> = {
  'entity.parse.failed': {
    status: 400,
    errorCode: 'malformedJson',
    errorMessage: 'The request body is not valid JSON.',
  },
  'entity.too.large': {
    status: 400,
    errorCode: 'bodyTooLarge',
    errorMessage: 'The request body is larger than 100 kB.',
  },
  'encoding.unsupported': {
    status: 415,
    errorCode: 'unsupportedEncoding',
    errorMessage:
      'The request body has a Content-Encoding this server does not read: use gzip, deflate or br.',
  },
  'charset.unsupported': {
    status: 415,
    errorCode: 'unsupportedCharset',
    errorMessage: 'The request body has a charset this server does not read: use UTF-8.',
  },
};

const UNREADABLE_BODY: BodyProblem = {
  status: 400,
  errorCode: 'unreadableBody',
  errorMessage: 'The request body could not be read.',
};

const MALFORMED_COMPRESSED_BODY: BodyProblem = {
  status: 400,
  errorCode: 'malformedCompressedBody',
  errorMessage: 'The request body is not valid data for its Content-Encoding.',
};

/**
 * The body parser's client errors: 4xx with a `type` (bad JSON, too large, unsupported encoding or
 * charset …), or 4xx with zlib's `errno` when a gzip, deflate or br body does not decompress (the
 * parser sets no type then). Anything else is not a body problem.
 */
function bodyProblem(error: unknown): BodyProblem | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  if (typeof error.status !== 'number' || error.status < 400 || error.status >= 500) return null;
  if ('type' in error && typeof error.type === 'string') {
    const problem = BODY_PROBLEMS[error.type] ?? UNREADABLE_BODY;
    // The parser names the limit it applied (bytes): /graphql's is smaller than the 100 kB of the rest.
    if (error.type === 'entity.too.large' && 'limit' in error && typeof error.limit === 'number')
      return { ...problem, errorMessage: `The request body is larger than ${error.limit / 1024} kB.` };
    return problem;
  }
  return 'errno' in error ? MALFORMED_COMPRESSED_BODY : null;
}

function stackOf(error: unknown): string {
  return error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
}

/**
 * Turns every failure into the contract's answer: input the document does not allow or the body parser
 * could not read 400 (415 for a body that is not JSON, or in an encoding or charset it does not read),
 * the sandbox's own status and body,
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
    const refusal = validationRefusal(error, request);
    if (refusal !== null) {
      response.status(refusal.status).json(refusal.body);
      return;
    }
    const problem = bodyProblem(error);
    if (problem !== null) {
      const { status, ...body } = problem;
      response.status(status).json(body);
      return;
    }
    log(`Internal error on ${request.method} ${request.path}: ${stackOf(error)}`);
    response.status(500).json({ errorMessage: 'Internal error' });
  };
}
