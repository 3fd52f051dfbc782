import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom, errorMessage, unwrap } from './client.ts';

const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: async () => body });

async function failure(response: ReturnType<typeof answer>): Promise<ApiError> {
  try {
    await unwrap(response);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('unwrap did not fail');
}

describe('ApiError', () => {
  it('carries the server’s code, message and fields', async () => {
    const error = await failure(
      answer(422, {
        error: { code: 'validation_failed', message: 'Invalid body', fields: { email: 'Email invalide' } },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Invalid body');
    expect(error.fields).toEqual({ email: 'Email invalide' });
  });

  it('reads a code it does not know as a generic error', async () => {
    const error = await failure(answer(409, { error: { code: 'something_new', message: 'New' } }));
    expect(error.code).toBe('error');
    expect(error.status).toBe(409);
  });

  it('names network failures and answers that are not JSON', async () => {
    const offline = await failure(Promise.reject(new TypeError('Failed to fetch')));
    expect(offline.code).toBe('network_error');
    const html = await failure(
      Promise.resolve({
        ok: false,
        status: 502,
        json: async () => {
          throw new SyntaxError('Unexpected token <');
        },
      }),
    );
    expect(html.code).toBe('invalid_response');
  });

  it('builds the same error from a raw failed response', async () => {
    const error = await apiErrorFrom({
      status: 404,
      json: async () => ({ error: { code: 'file_missing', message: 'Gone' } }),
    });
    expect([error.status, error.code, error.message]).toEqual([404, 'file_missing', 'Gone']);
  });
});

describe('errorMessage', () => {
  it('shows the catalogue’s message for the code, never the server’s text', async () => {
    const error = await failure(
      answer(409, { error: { code: 'slot_taken', message: 'This time has just been booked' } }),
    );
    expect(errorMessage(error, 'fr')).toBe('Ce créneau vient d’être pris : choisissez une autre heure.');
    expect(errorMessage(error, 'en')).toBe('This time has just been taken: choose another one.');
  });

  it('reads anything else as the generic error', () => {
    expect(errorMessage(new Error('x.y is not a function'), 'fr')).toBe(
      'Une erreur est survenue. Réessayez.',
    );
    expect(errorMessage(undefined, 'en')).toBe('Something went wrong. Try again.');
  });

  it('compares codes against the closed union', () => {
    const error = new ApiError(409, 'slot_taken', 'taken');
    // @ts-expect-error unknown code
    expect(error.code === 'slot_takne').toBe(false);
  });
});
