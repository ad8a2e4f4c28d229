import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIp, registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { startTestApp, TEST_DB, type TestApp } from '../fixtures/test-app.ts';

let app: TestApp;
let user: RegisteredUser;
beforeAll(async () => {
  app = await startTestApp();
  user = await registerUser(app);
});
afterAll(async () => {
  await app.close();
});

const JSON_ENDPOINTS = ['send-sms', 'verify-code', 'register', 'login', 'password-reset'];

const garbage: Array<[string, string | undefined, string | undefined]> = [
  ['malformed JSON', '{"phone_number": "+99890', 'application/json'],
  ['a JSON array', '[1,2,3]', 'application/json'],
  ['a JSON string', '"hello"', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  [
    'numbers where strings belong',
    '{"phone_number": 998901234567, "password": 12345678, "otp": 123456, "username": 7, "new_password": true, "location_id": "x"}',
    'application/json',
  ],
  ['nested objects', '{"phone_number": {"$ne": null}, "password": ["a"], "otp": {}, "location_id": {}}', 'application/json'],
  ['an empty body', '', 'application/json'],
  ['form data', 'phone_number=%2B998901234567', 'application/x-www-form-urlencoded'],
  ['no content type', '{"phone_number":"+998901234567"}', undefined],
  ['a huge string', JSON.stringify({ phone_number: 'x'.repeat(100_000), password: 'y'.repeat(100_000) }), 'application/json'],
];

describe(`bad input to the accounts API on ${TEST_DB}`, () => {
  for (const endpoint of JSON_ENDPOINTS) {
    it.each(garbage)(`${endpoint}: answers %s with a 4xx in the documented format`, async (_label, body, type) => {
      const response = await app.request(
        `/api/accounts/${endpoint}/`,
        { method: 'POST', headers: type ? { 'Content-Type': type } : {}, ...(body === undefined ? {} : { body }) },
        newIp(),
      );
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const json = (await response.json()) as { detail: unknown; code: unknown };
      expect(typeof json.detail).toBe('string');
      expect(typeof json.code).toBe('string');
    });
  }

  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await app.request('/api/accounts/login/?lang=en', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{oops' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'The request body is not valid JSON.', code: 'invalid_json' });
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await app.request('/api/accounts/login/', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hi' });
    expect(response.status).toBe(415);
  });

  it('answers wrong types field by field', async () => {
    const response = await app.request('/api/accounts/register/?lang=en', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 42, password: false, phone_number: 998901234567, location_id: 'abc', user_type: 1 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: 'Some data is invalid. Check the marked fields.',
      code: 'validation_error',
      errors: {
        username: ['Invalid value.'],
        password: ['Invalid value.'],
        phone_number: ['Invalid phone number.'],
        location_id: ['No such district.'],
        user_type: ['The user type can only be "regular".'],
      },
    });
  });

  it.each([
    ['text where the image belongs', { profile_image: 'not a file' }],
    ['a location that is not a number', { location_id: 'Tashkent' }],
    ['a negative location', { location_id: '-5' }],
    ['a username of spaces only', { username: '  ab  ' }],
  ])('PUT user/info answers %s with 400', async (_label, fields) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const response = await app.request('/api/accounts/user/info', { method: 'PUT', headers: tokenHeader(user), body: form });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('validation_error');
  });

  it('PUT user/info answers a multipart body that cannot be parsed with 400', async () => {
    const response = await app.request('/api/accounts/user/info', {
      method: 'PUT',
      headers: { ...tokenHeader(user), 'Content-Type': 'multipart/form-data; boundary=xyz' },
      body: '--nope\r\nthis is not multipart',
    });
    expect(response.status).toBe(400);
  });

  it('answers an unknown purpose with 400', async () => {
    const response = await app.request('/api/accounts/send-sms/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone_number: '+998901234567', purpose: 'admin' }),
    });
    expect(response.status).toBe(400);
  });
});
