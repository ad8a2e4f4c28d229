import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, tokenHeader, type RegisteredUser } from '../fixtures/accounts.ts';
import { startBuiltApp } from '../fixtures/built-app.ts';
import { createProduct, productCategories } from '../fixtures/listings.ts';

/**
 * Issue 18 at the edges of the built server (`npm run build` first): page forms check where a
 * write comes from exactly as the API does, and the access log keeps no secret a client sent.
 */
let app: Awaited<ReturnType<typeof startBuiltApp>>;
let seller: RegisteredUser;
beforeAll(async () => {
  // The access log is written at `debug` (failed and slow requests also at `warn`).
  app = await startBuiltApp({ env: { LOG_LEVEL: 'debug' }, captureOutput: true });
  seller = await registerUser(app);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe('page forms and the origin of a write', () => {
  it("refuses the listing page's delete form posted with the session cookie and neither Origin nor Sec-Fetch-Site (403, nothing deleted), as the API refuses it, and takes it from the site", async () => {
    const product = await createProduct(app, seller, (await productCategories(app))[0]!.id);
    const post = (headers: Record<string, string>) =>
      app.request(`/product/${product.id}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: seller.cookie, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: 'intent=delete',
      });
    const bare = await post({});
    expect(bare.status).toBe(403);
    const foreign = await post({ Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const crossSite = await post({ 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    // The API answers the same bare cookie write the same way.
    const apiDelete = await app.request(`/api/products/api/products/${product.id}/`, { method: 'DELETE', headers: { Cookie: seller.cookie } });
    expect(apiDelete.status).toBe(403);
    expect((await app.request(`/api/products/api/products/${product.id}/`)).status).toBe(200);

    const fromSite = await post({ Origin: app.servers[0]!.base, 'Sec-Fetch-Site': 'same-origin' });
    expect(fromSite.status).toBe(303);
    expect((await app.request(`/api/products/api/products/${product.id}/`)).status).toBe(404);
  });

  it('refuses the logout form posted with the cookie and no Origin, and the session stays', async () => {
    const user = await registerUser(app);
    const bare = await app.request('/logout', {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: user.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'lang=uz',
    });
    expect(bare.status).toBe(403);
    expect((await app.request('/api/accounts/user/info/', { headers: tokenHeader(user) })).status).toBe(200);
  });
});

describe('the access log', () => {
  it('masks token, otp, code and password query parameters and never logs an Authorization or Cookie value', async () => {
    const secrets = ['SeCrEtToKeN1234567890abcdef', '834521', '771199', 'Parol-Maxfiy-99'];
    const [token, otp, code, password] = secrets;
    await app.request(`/api/products/api/products/?token=${token}&otp=${otp}&code=${code}&password=${password}&page=1`);
    await app.request(`/products?q=telefon&TOKEN=${token}`);
    await app.request('/api/accounts/user/info/', { headers: { Authorization: `Token ${seller.token}`, Cookie: seller.cookie } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = app.servers[0]!.output.join('\n');
    expect(log).toContain('/api/products/api/products/?token=[redacted]&otp=[redacted]&code=[redacted]&password=[redacted]&page=1');
    expect(log).toContain('/products?q=telefon&TOKEN=[redacted]');
    expect(log).toContain('/api/accounts/user/info/');
    for (const secret of [...secrets, seller.token, seller.cookie.split('=')[1]!]) expect(log).not.toContain(secret);
  });
});
