import { describe, expect, it } from 'vitest';
import { isGuardedPath } from '../../src/lib/guarded-routes.ts';

describe('guarded routes', () => {
  it.each(['/new-product', '/new-service', '/myprofile', '/myprofile/', '/my-products', '/my-services', '/chat', '/chat/42', '/product/12/edit', '/service/7/edit/'])('guards %s', (path) => {
    expect(isGuardedPath(path)).toBe(true);
  });

  it.each(['/', '/products', '/product/1', '/product/1/editor', '/service', '/login', '/register', '/chatroom', '/my-productsx'])('leaves %s open', (path) => {
    expect(isGuardedPath(path)).toBe(false);
  });
});
