import { describe, expect, it } from 'vitest';
import { clientAddress, rateLimitSubject } from '../../src/server/http/client-address.ts';

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.10', 0)).toBe('203.0.113.10');
  });

  it('behind one trusted proxy is the address that proxy appended (the rightmost), not what the client wrote', () => {
    expect(clientAddress('1.1.1.1, 2.2.2.2, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7');
  });

  it('gives a client who writes X-Forwarded-For itself no fresh address', () => {
    const forged = ['9.9.9.1', '9.9.9.2', '9.9.9.3'].map((fake) => clientAddress(`${fake}, 198.51.100.7`, '10.0.0.2', 1));
    expect(new Set(forged)).toEqual(new Set(['198.51.100.7']));
  });

  it('behind N trusted proxies is the N-th entry from the right', () => {
    expect(clientAddress('6.6.6.6, 198.51.100.7, 10.0.0.5', '10.0.0.2', 2)).toBe('198.51.100.7');
  });

  it('with fewer entries than proxies takes the farthest one there is', () => {
    expect(clientAddress('198.51.100.7', '10.0.0.2', 3)).toBe('198.51.100.7');
  });

  it.each([['not-an-ip'], ['999.1.1.1'], ['<script>'], ['']])('falls back to the socket peer for the entry %j', (entry) => {
    expect(clientAddress(`1.2.3.4, ${entry}`, '10.0.0.2', 1)).toBe(entry === '' ? '1.2.3.4' : '10.0.0.2');
  });

  it('reads ports, brackets and IPv4-mapped IPv6 addresses', () => {
    expect(clientAddress('198.51.100.7:5123', '10.0.0.2', 1)).toBe('198.51.100.7');
    expect(clientAddress('[2001:DB8::1]:443', '10.0.0.2', 1)).toBe('2001:db8::1');
    expect(clientAddress(undefined, '::ffff:203.0.113.10', 0)).toBe('203.0.113.10');
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown');
  });
});

describe('what per-address limits count', () => {
  it('counts an IPv4 address as it is', () => {
    expect(rateLimitSubject('203.0.113.10')).toBe('203.0.113.10');
  });

  it('counts IPv6 clients per /64, however the address is written', () => {
    const subject = rateLimitSubject('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(subject).toBe('2001:db8:1:2::/64');
    expect(rateLimitSubject('2001:db8:1:2::1')).toBe(subject);
    expect(rateLimitSubject('2001:0db8:0001:0002:ffff::')).toBe(subject);
    expect(rateLimitSubject('2001:db8:1:3::1')).not.toBe(subject);
    expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitSubject('64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/64');
  });
});
