import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import type { AuthContext } from '../modules/auth/auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** `request.auth` is set by the app's onRequest hook from the bearer token, or stays null. */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('auth', null);
}

export function requireUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthenticated');
  return request.auth;
}

/** Route hook: answers 401 before the body is even validated when no valid token came. */
export async function authenticated(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

// Back-office routes are guarded by their staff areas: modules/admin/staff-access.ts.
