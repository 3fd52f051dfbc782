import type { App } from '@carat/api/app';
import { hc } from 'hono/client';

/** The API's error answer: `{ "error": { "code", "message", "fields"? } }`, thrown as one type. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
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
 * Reads an answer: the JSON body when it succeeded, an ApiError otherwise (also for network failures
 * and non-JSON bodies, so callers handle one error type).
 */
export async function unwrap<T>(
  response: Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>,
): Promise<T> {
  let res: Awaited<typeof response>;
  try {
    res = await response;
  } catch (error) {
    throw new ApiError(0, 'network_error', (error as Error).message || 'Network error');
  }
  if (res.status === 204) return undefined as T;
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new ApiError(res.status, 'invalid_response', `Unexpected answer (${res.status})`);
  }
  if (!res.ok) {
    const error = (body as { error?: { code?: string; message?: string; fields?: Record<string, string> } })
      .error;
    throw new ApiError(
      res.status,
      error?.code ?? 'error',
      error?.message ?? `Request failed (${res.status})`,
      error?.fields,
    );
  }
  return body as T;
}
