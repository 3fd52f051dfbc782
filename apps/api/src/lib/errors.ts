import type { ServerErrorCode } from '@carat/domain/errors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one error type of the API. Every failure answers `{ "error": { "code", "message", "fields"? } }`
 * with its status; nothing answers a stack. The code is one of the closed `ServerErrorCode`s (a new one is
 * added there, with its French and English message in `@carat/validation/error-messages`); the message is
 * English, for logs and API callers: the apps show the catalogue's message for the code.
 */
export class AppError extends Error {
  constructor(
    readonly code: ServerErrorCode,
    message: string,
    readonly status: ContentfulStatusCode = 400,
    readonly fields?: Record<string, string>,
    /** Facts a client can act on, e.g. `{ requiredPlan: 'DIAMOND' }`. */
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(what = 'Resource') {
    return new AppError('not_found', `${what} not found`, 404);
  }
  static unauthorized(message = 'Authentication required') {
    return new AppError('unauthorized', message, 401);
  }
  static forbidden(message = 'Forbidden') {
    return new AppError('forbidden', message, 403);
  }
  static validation(fields: Record<string, string>, message = 'Invalid input') {
    return new AppError('validation_failed', message, 422, fields);
  }
}

export interface ErrorBody {
  error: {
    code: ServerErrorCode;
    message: string;
    fields?: Record<string, string>;
    details?: Record<string, string>;
  };
}

export function errorBody(
  code: ServerErrorCode,
  message: string,
  fields?: Record<string, string>,
  details?: Record<string, string>,
): ErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(details ? { details } : {}) } };
}
