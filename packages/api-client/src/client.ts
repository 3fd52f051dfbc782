import type { App } from '@carat/api/app';
import { type ErrorCode, isErrorCode } from '@carat/domain/errors';
import type { Locale } from '@carat/domain/locale';
import { messageForCode } from '@carat/validation/error-messages';
import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';

/**
 * The API's error answer: `{ "error": { "code", "message", "fields"? } }`, thrown as one type. `code` is
 * one of the closed `ErrorCode`s (`network_error` and `invalid_response` when no answer could be read), so
 * comparing it with a misspelt code fails the type-check. `message` is the server's English text, for
 * logs: people read `errorMessage(error, locale)`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
    /** What the error names beyond its code (`showroom_moved`: `{ slug }`, `plan_required`: `{ requiredPlan }`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  /** The current access token, or null when signed out (read at each call: tokens refresh). */
  getAccessToken: () => Promise<string | null> | string | null;
  /** The business to act for, when the user belongs to several. */
  getBusinessId?: () => string | null;
  fetch?: typeof fetch;
}

/** A typed client for the API (Hono RPC): every path, input and answer type comes from the API itself. */
export function createApiClient(options: ApiClientOptions) {
  return hc<App>(options.baseUrl, {
    fetch: options.fetch,
    headers: async () => {
      const headers: Record<string, string> = {};
      const token = await options.getAccessToken();
      if (token) headers.authorization = `Bearer ${token}`;
      const business = options.getBusinessId?.();
      if (business) headers['x-business-id'] = business;
      return headers;
    },
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * What a call answers when it succeeds, read from the route's declared answers (`ClientResponse<body,
 * status, format>` for each): the body of its 2xx JSON answers, `undefined` for a 204, `unknown` for a
 * success that is not JSON (and for an answer that is not the typed client's). The error answers (4xx,
 * 5xx) are not part of it: `unwrap` throws them.
 */
export type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? [Extract<Status, SuccessStatusCode>] extends [never]
      ? never
      : [Exclude<Extract<Status, SuccessStatusCode>, 204>] extends [never]
        ? undefined
        : Format extends 'json'
          ? Body
          : unknown
    : unknown;

/** What `unwrap` reads of an answer (every answer of the typed client has it). */
interface Answer {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

/**
 * Reads an answer: the JSON body when it succeeded, typed from the route's declared answers
 * (`SuccessBody`), an ApiError otherwise (also for network failures and non-JSON bodies, so callers
 * handle one error type).
 */
export const unwrap = async <R extends Answer>(response: Promise<R>): Promise<SuccessBody<R>> => {
  let res: R;
  try {
    res = await response;
  } catch (error) {
    throw new ApiError(0, 'network_error', (error as Error).message || 'Network error');
  }
  if (res.status === 204) return undefined as SuccessBody<R>;
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new ApiError(res.status, 'invalid_response', `Unexpected answer (${res.status})`);
  }
  if (!res.ok) {
    const error = (
      body as {
        error?: {
          code?: string;
          message?: string;
          fields?: Record<string, string>;
          details?: Record<string, unknown>;
        };
      }
    ).error;
    throw new ApiError(
      res.status,
      // A code this client does not know (an older client against a newer API) reads as a generic error.
      isErrorCode(error?.code) ? error.code : 'error',
      error?.message ?? `Request failed (${res.status})`,
      error?.fields,
      error?.details,
    );
  }
  return body as SuccessBody<R>;
};

/**
 * The sentence to show a person for a failure, in their language: the catalogue's message for the API
 * error's code, never the server's raw text. Anything that is not an ApiError (a bug, a browser error)
 * reads as the generic error. Per-field messages stay in `error.fields` (already localized by the server
 * from the validation catalogue) and belong under their fields.
 */
export function errorMessage(error: unknown, locale: Locale): string {
  return messageForCode(error instanceof ApiError ? error.code : 'error', locale);
}

/** The ApiError for a failed answer read outside `unwrap` (downloads, file contents). */
export async function apiErrorFrom(response: {
  status: number;
  json(): Promise<unknown>;
}): Promise<ApiError> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: string } } | null;
    const code = body?.error?.code;
    return new ApiError(
      response.status,
      isErrorCode(code) ? code : 'error',
      body?.error?.message ?? `Request failed (${response.status})`,
    );
  } catch {
    return new ApiError(response.status, 'invalid_response', `Unexpected answer (${response.status})`);
  }
}
