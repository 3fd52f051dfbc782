import { ERROR_CODES, isServerErrorCode } from '@carat/domain/errors';
import { describe, expect, it } from 'vitest';
import { AppError, errorBody } from '#api/lib/errors.ts';
import { ErrorSchema } from '#api/lib/openapi.ts';
import { statusCode } from '#api/middleware/edge.ts';

describe('error codes of the API', () => {
  it('answers only codes of the closed list, whatever the status', () => {
    for (let status = 400; status < 500; status++) expect(isServerErrorCode(statusCode(status))).toBe(true);
    expect(statusCode(404)).toBe('not_found');
    expect(statusCode(418)).toBe('error');
  });

  it('keeps the code, message and status it was given', () => {
    const error = new AppError('slot_taken', 'This time has just been booked', 409);
    expect(errorBody(error.code, error.message)).toEqual({
      error: { code: 'slot_taken', message: 'This time has just been booked' },
    });
    expect(error.status).toBe(409);
    // @ts-expect-error unknown code
    expect(new AppError('no_such_code', 'x').code).toBe('no_such_code');
  });

  it('lists every code in the OpenAPI error schema', () => {
    expect(ErrorSchema.shape.error.shape.code.options).toEqual([...ERROR_CODES]);
    expect(ErrorSchema.safeParse({ error: { code: 'slot_takne', message: 'x' } }).success).toBe(false);
  });
});
