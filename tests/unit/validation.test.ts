import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/server/errors.ts';
import { parseWith } from '../../src/server/http/validation.ts';

function fieldsOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    return (error as AppError).options.fields;
  }
  throw new Error('expected a validation error');
}

describe('boundary validation', () => {
  const Schema = z.object({
    username: z.string().min(3).max(5),
    age: z.number().int().min(18),
    password: z.string().min(8, 'password_too_short'),
  });

  it('returns the parsed value when the input is valid', () => {
    expect(parseWith(Schema, { username: 'ali', age: 20, password: '12345678' })).toEqual({
      username: 'ali',
      age: 20,
      password: '12345678',
    });
  });

  it('turns zod issues into message keys per field', () => {
    expect(fieldsOf(() => parseWith(Schema, { username: 'al', age: 12, password: 'short' }))).toEqual({
      username: [{ key: 'field_too_short', params: { min: 3 } }],
      age: [{ key: 'field_too_small', params: { min: 18 } }],
      password: [{ key: 'password_too_short' }],
    });
  });

  it('tells a missing field from a wrong type', () => {
    expect(fieldsOf(() => parseWith(Schema, { username: 42, password: '12345678' }))).toEqual({
      username: [{ key: 'field_invalid' }],
      age: [{ key: 'field_required' }],
    });
  });

  it('reports a wrong top-level type as a non-field error', () => {
    expect(fieldsOf(() => parseWith(Schema, 'not an object'))).toEqual({ non_field_errors: [{ key: 'field_invalid' }] });
  });
});
