import { describe, expect, it } from 'vitest';
import { addressKeyPart, clientAddress, PEER_HEADER, UNKNOWN_ADDRESS } from './client-address';

describe('clientAddress', () => {
  const forged = { 'x-forwarded-for': '1.2.3.4', [PEER_HEADER]: '203.0.113.5' };

  it('with no trusted proxy (0 hops) takes the socket address and ignores X-Forwarded-For', () => {
    expect(clientAddress(forged, 0)).toBe('203.0.113.5');
    expect(clientAddress(new Headers(forged), 0)).toBe('203.0.113.5');
    expect(clientAddress({ 'x-forwarded-for': '1.2.3.4' }, 0)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(undefined, 0)).toBe(UNKNOWN_ADDRESS);
  });

  it('behind N proxies takes the Nth entry from the right, whatever the client put left of it', () => {
    const h = { 'x-forwarded-for': 'forged-1, 9.9.9.9, 198.51.100.7, 10.0.0.2', [PEER_HEADER]: '10.0.0.3' };
    expect(clientAddress(h, 1)).toBe('10.0.0.2');
    expect(clientAddress(h, 2)).toBe('198.51.100.7');
    expect(clientAddress({ 'x-forwarded-for': '198.51.100.8' }, 2)).toBe('198.51.100.8');
    expect(clientAddress({ [PEER_HEADER]: '198.51.100.9' }, 1)).toBe('198.51.100.9');
  });

  it('one key per IPv4 address and per IPv6 /64 network', () => {
    expect(addressKeyPart('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKeyPart('192.0.2.1:4711')).toBe('192.0.2.1');
    expect(addressKeyPart('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKeyPart('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKeyPart('[2001:db8::5]')).toBe('2001:db8:0:0::/64');
    expect(addressKeyPart('::1')).toBe('0:0:0:0::/64');
    expect(addressKeyPart('  ')).toBe(UNKNOWN_ADDRESS);
    expect(addressKeyPart('x'.repeat(200))).toHaveLength(64);
  });
});
