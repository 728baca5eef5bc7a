import type { Request } from 'express';
import type { Bearer } from '../../src/adapters/sandbox/SandboxApi';
import { BadRequest } from './BadRequest';

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

/** The Idempotency-Key header payment start needs, so a replayed request cannot pay twice. */
export function idempotencyKeyOf(request: Request): string {
  const key = request.get('Idempotency-Key')?.trim() ?? '';
  if (key === '') {
    throw new BadRequest({
      errorCode: 'idempotencyKeyMissing',
      errorMessage: 'Starting a payment needs an Idempotency-Key header.',
    });
  }
  return key;
}
