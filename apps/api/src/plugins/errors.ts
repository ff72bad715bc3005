import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS, type ErrorCode } from '@portal/contracts/errors';
import { translate } from '@portal/contracts/messages';
import { toFieldErrors } from '@portal/contracts/validation';
import type { Problem } from '@portal/contracts/common';
import { z } from 'zod';
import { AppError } from '../lib/app-error.js';

const TITLES: Partial<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function problemFor(request: FastifyRequest, code: ErrorCode, extra: Partial<Problem> = {}): Problem {
  const status = ERROR_STATUS[code];
  return {
    type: `/api/docs#error-${code}`,
    title: TITLES[status] ?? 'Error',
    status,
    detail: translate(code, request.lang),
    code,
    instance: request.url.split('?')[0],
    request_id: request.id,
    ...extra,
  };
}

export function sendProblem(reply: FastifyReply, problem: Problem, headers: Record<string, string> = {}) {
  return reply.code(problem.status).headers(headers).type('application/problem+json; charset=utf-8').send(problem);
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed_body',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported_media_type',
};

/**
 * PostgreSQL aborts one of two transactions that wait on each other (40P01, deadlock) or that cannot both be
 * serialised (40001). Nothing of the aborted one was written, so the client may simply send it again.
 */
function isRetryableConflict(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === '40P01' || e.code === '40001') return true;
    e = e.cause as typeof e;
  }
  return false;
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: the server shutting down or refusing connections, a connection lost.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNREACHABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Connection is closed|Stream isn't writeable|Reached the max retries per request limit|Client has encountered a connection error|Command timed out)/;

/**
 * The database or Redis cannot be reached (stopped, restarting, a network cut). Nothing was done, the process
 * stays up and reconnects by itself (the pool and the Redis client both do), so the answer is a translated 503
 * that asks to retry, not a 500 (decision 141).
 */
export function isUnreachable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown; message?: unknown; name?: unknown } | undefined, depth = 0;
    e && depth < 6;
    depth++
  ) {
    if (typeof e.code === 'string' && UNREACHABLE_CODES.has(e.code)) return true;
    if (e.name === 'MaxRetriesPerRequestError') return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isUnreachable(inner))) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** One error handler: translated RFC 9457 problems; internals go to the log only. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { validationContext?: string }, request, reply) => {
    if (error instanceof AppError) {
      const errors = error.options.fields?.map((f) => ({
        field: f.field,
        message: translate(f.key, request.lang, f.params),
      }));
      const problem = problemFor(request, error.code, {
        detail: translate(error.code, request.lang, error.options.params),
        ...(errors ? { errors } : {}),
        ...error.options.extra,
      });
      return sendProblem(reply, problem, error.options.headers);
    }
    if (error instanceof z.ZodError) {
      // The part that failed also tells an amount's currency to its message (`{scale}`).
      const input = { body: request.body, querystring: request.query, params: request.params }[
        (error.validationContext ?? 'body') as 'body'
      ];
      // A body that is not an object at all (null, a number, an array) fails at its root: name the part.
      const errors = toFieldErrors(error, request.lang, undefined, input).map((e) =>
        e.field === '' ? { ...e, field: error.validationContext ?? 'body' } : e,
      );
      return sendProblem(reply, problemFor(request, 'validation_failed', { errors }));
    }
    if (isRetryableConflict(error)) {
      request.log.warn({ err: error }, 'transaction conflict');
      return sendProblem(reply, problemFor(request, 'transaction_conflict'), { 'retry-after': '1' });
    }
    if (isUnreachable(error)) {
      request.log.error({ err: error }, 'database or redis unreachable');
      return sendProblem(reply, problemFor(request, 'service_unavailable'), { 'retry-after': '5' });
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return sendProblem(reply, problemFor(request, mapped));
    if (error instanceof SyntaxError && (error as { statusCode?: number }).statusCode === 400) {
      return sendProblem(reply, problemFor(request, 'malformed_body'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return sendProblem(
        reply,
        problemFor(request, 'too_many_requests', {
          detail: translate('too_many_requests', request.lang, { seconds: 60 }),
        }),
      );
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      const code: ErrorCode =
        status === 404
          ? 'not_found'
          : status === 401
            ? 'unauthenticated'
            : status === 403
              ? 'forbidden'
              : 'malformed_body';
      return sendProblem(reply, { ...problemFor(request, code), status });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, problemFor(request, 'internal_error'));
  });
}
