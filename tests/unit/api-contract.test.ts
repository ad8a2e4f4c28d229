import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorAnswers, formBody, IdParam, jsonBody, middlewareAnswers, SIGNED_IN } from '../../src/lib/schemas/contract.ts';

const statusesOf = (route: Parameters<typeof middlewareAnswers>[0]) => Object.keys(middlewareAnswers(route)).map(Number);

describe('the answers the shared middleware adds to a route’s declaration', () => {
  it('are none for a signed-out GET without parameters', () => {
    expect(statusesOf({ method: 'get' })).toEqual([]);
  });

  it('are 401 for a signed-in route, and 403 (a write from another site) for every write, signed in or not', () => {
    expect(statusesOf({ method: 'get', security: SIGNED_IN })).toEqual([401]);
    expect(statusesOf({ method: 'delete', security: SIGNED_IN })).toEqual([401, 403]);
    expect(statusesOf({ method: 'post' })).toEqual([403]);
  });

  it('are 400, 413 and 415 for a JSON body, and the upload gate’s 429 and 503 besides for a form', () => {
    expect(statusesOf({ method: 'patch', security: SIGNED_IN, request: { body: jsonBody(z.object({ text: z.string() })) } })).toEqual([
      400, 401, 403, 413, 415,
    ]);
    expect(statusesOf({ method: 'post', security: SIGNED_IN, request: { body: formBody(z.object({}), { image: { description: 'A picture.' } }) } })).toEqual([
      400, 401, 403, 413, 415, 429, 503,
    ]);
  });

  it('are 404 for path parameters and 400 for a query', () => {
    expect(statusesOf({ method: 'get', request: { params: z.object({ id: IdParam }) } })).toEqual([404]);
    expect(statusesOf({ method: 'get', request: { query: z.object({ page: z.coerce.number() }) } })).toEqual([400]);
  });

  it('carry the API’s one error body and the description of their status', () => {
    expect(middlewareAnswers({ method: 'post' })[403]).toEqual(errorAnswers(403)[403]);
  });
});
