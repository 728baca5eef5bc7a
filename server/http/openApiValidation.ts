import path from 'node:path';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import type { ValidationErrorItem } from 'express-openapi-validator/dist/framework/types';
import type { InvalidField } from '../../src/application/shared/GatewayError';

/** The REST contract the server serves, and checks every request against (docs/rest-contract.md). */
export const OPENAPI_DOCUMENT = path.join(__dirname, '../../docs/openapi.yaml');

export const FIELD_REQUIRED = 'request.fieldRequired';
export const WRONG_TYPE = 'request.wrongType';

export interface ValidationOptions {
  /**
   * Whether every answer is checked against the document too: on in the server's tests, so an answer
   * that drifts from the document fails them (as a 500 naming the mismatch); off when serving.
   */
  validateResponses: boolean;
}

/**
 * express-openapi-validator over docs/openapi.yaml, after the body parser: a request the document does
 * not allow is refused (validationRefusal) before any route sees it. Paths and methods the document does
 * not list go on to the 404; the bearer is the session gate's and the sandbox's to judge, not the
 * validator's. Unknown query parameters and body fields are let through, as an issuer ignores them; the
 * routes read only the fields they name.
 */
export function openApiValidation(options: ValidationOptions): RequestHandler[] {
  return OpenApiValidator.middleware({
    apiSpec: OPENAPI_DOCUMENT,
    validateRequests: { allErrors: true, allowUnknownQueryParameters: true },
    validateResponses: options.validateResponses ? { allErrors: true } : false,
    validateSecurity: false,
    ignoreUndocumented: true,
  });
}

/**
 * A body that is not a JSON object (none at all, an array, a string) is read as an empty one, so a
 * request without one is answered with every required field missing, as one with `{}` is.
 */
export const absentBodyIsEmpty: RequestHandler = (request, _response, next) => {
  if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) {
    request.body = {};
  }
  next();
};

const IDEMPOTENCY_KEY_MISSING = {
  errorCode: 'idempotencyKeyMissing',
  errorMessage: 'Starting a payment needs an Idempotency-Key header.',
};

/** The value the request carried at `/body/<field>` or `/query/<field>`. */
function givenValue(request: Request, location: string, field: string): unknown {
  const source: unknown = location === 'body' ? request.body : request.query;
  return typeof source === 'object' && source !== null
    ? Object.getOwnPropertyDescriptor(source, field)?.value
    : undefined;
}

/**
 * The fields the findings name, each with the shop's key: a missing field, or one sent as null,
 * `request.fieldRequired`; any other broken rule (type, enum) `request.wrongType`. Findings about the
 * body as a whole (which step of a oneOf body it is) name no field and are left out: the chosen step's
 * own findings say what is wrong.
 */
function invalidFieldsOf(findings: ValidationErrorItem[], request: Request): InvalidField[] {
  const byField = new Map<string, string>();
  for (const finding of findings) {
    const [, location = '', field] = finding.path.split('/');
    if (field === undefined || field === '' || byField.has(field)) continue;
    const missing =
      finding.errorCode === 'required.openapi.validation' || givenValue(request, location, field) === null;
    byField.set(field, missing ? FIELD_REQUIRED : WRONG_TYPE);
  }
  return [...byField].map(([fieldName, problem]) => ({ fieldName, errors: [problem] }));
}

/**
 * The contract's answer to a request the validator refused, or null when `error` is not such a refusal:
 * 400 `invalidFields` naming each field, 400 `idempotencyKeyMissing` for a payment without its key,
 * 415 `jsonRequired` for a body that is not JSON. A finding on an answer (a 500 from the response check)
 * is not a refusal: it reaches the error handler's 500.
 */
export function validationRefusal(error: unknown, request: Request): { status: number; body: object } | null {
  if (error instanceof OpenApiValidator.error.UnsupportedMediaType) {
    return {
      status: 415,
      body: {
        errorCode: 'jsonRequired',
        errorMessage: 'The request body must be JSON (Content-Type: application/json).',
      },
    };
  }
  if (!(error instanceof OpenApiValidator.error.BadRequest)) return null;
  const findings = error.errors;
  if (findings.some((finding) => finding.path.toLowerCase() === '/headers/idempotency-key')) {
    return { status: 400, body: IDEMPOTENCY_KEY_MISSING };
  }
  return {
    status: 400,
    body: {
      errorCode: 'invalidFields',
      errorMessage: 'Some fields are missing or have the wrong type.',
      invalidFields: invalidFieldsOf(findings, request),
    },
  };
}

/**
 * An answer the response check found outside the document (so only where answers are checked: the
 * server's tests) becomes a 500 naming the mismatch, written as is (res.send, unchecked), so the test
 * that met it fails saying why. Mounted before the error handler, for a route's answer, and after it,
 * for an answer the error handler itself wrote (a refusal whose shape or status the document lacks).
 */
export function offContractAnswer(log: (line: string) => void): ErrorRequestHandler {
  return (error: unknown, request, response, next) => {
    if (!(error instanceof OpenApiValidator.error.InternalServerError)) {
      next(error);
      return;
    }
    const errorMessage = `The answer does not match docs/openapi.yaml: ${error.message}`;
    log(`Answer off contract on ${request.method} ${request.path}: ${error.message}`);
    response
      .status(500)
      .type('json')
      .send(JSON.stringify({ errorCode: 'answerOffContract', errorMessage }));
  };
}
