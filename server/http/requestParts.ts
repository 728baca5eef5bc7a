import type { Request } from 'express';
import type { OpenApiRequest } from 'express-openapi-validator/dist/framework/types';
import type { operations } from '../../src/adapters/http/generated/apiTypes';
import type { Bearer } from '../../src/adapters/sandbox/SandboxApi';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The token of `Authorization: Bearer <token>`; anything else is no token (the sandbox answers 401). */
export function bearerOf(request: Request): Bearer {
  return BEARER.exec(request.get('Authorization') ?? '')?.[1] ?? null;
}

/** A named segment of the route's path; the route itself guarantees it is there. */
export function pathParam(request: Request, name: string): string {
  const value = request.params[name];
  if (typeof value !== 'string') throw new Error(`the route has no :${name} segment`);
  return value;
}

type OperationId = keyof operations;
type JsonBody<Id extends OperationId> = operations[Id] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
type Query<Id extends OperationId> = operations[Id] extends { parameters: { query: infer Fields } }
  ? Fields
  : never;

/**
 * The request as the OpenAPI validator checked it, for operation `id` of docs/openapi.yaml. Throws (a
 * 500) if the validator did not check it as that operation: a route the document does not describe
 * (or describes under another id) would otherwise read an unchecked body as a checked one.
 */
function checkedAs(request: OpenApiRequest, id: OperationId): void {
  const checked = request.openapi?.schema.operationId;
  if (checked !== id)
    throw new Error(`${request.method} ${request.path} was checked as ${checked ?? 'nothing'}, not ${id}`);
}

/** The JSON body of operation `id`, which the validator has checked against the document. */
export function bodyOf<Id extends OperationId>(request: Request, id: Id): JsonBody<Id> {
  checkedAs(request, id);
  return request.body as JsonBody<Id>;
}

/** The query of operation `id`, which the validator has checked against the document. */
export function queryOf<Id extends OperationId>(request: Request, id: Id): Query<Id> {
  checkedAs(request, id);
  return request.query as Query<Id>;
}

/**
 * The Idempotency-Key header of a payment start, so a replayed request cannot pay twice. The validator
 * has refused a request without one (400 idempotencyKeyMissing).
 */
export function idempotencyKeyOf(request: Request): string {
  return request.get('Idempotency-Key')?.trim() ?? '';
}
