import { ERROR_STATUS, type ErrorCode } from '@portal/contracts/errors';
import type { MessageKey, MessageParam } from '@portal/contracts/messages';

/** The one error type handlers throw; the error handler turns it into a translated problem+json. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      params?: Record<string, MessageParam>;
      /** Field-level messages, translated by the error handler in the caller's language. */
      fields?: Array<{ field: string; key: MessageKey; params?: Record<string, MessageParam> }>;
      headers?: Record<string, string>;
      /** Extension members of the problem (RFC 9457 §3.2), e.g. the new price on price_changed. */
      extra?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.status = ERROR_STATUS[code];
  }
}
