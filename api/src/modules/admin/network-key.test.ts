import { describe, expect, it } from 'vitest';
import { networkKey } from './network-key.js';

describe('networkKey', () => {
  it('keeps an IPv4 address whole and unwraps IPv4-mapped IPv6', () => {
    expect(networkKey('203.0.113.7')).toBe('203.0.113.7');
    expect(networkKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one network', () => {
    const key = networkKey('2001:db8:aa:1::1');
    expect(key).toBe('2001:db8:aa:1::/64');
    expect(networkKey('2001:0db8:00aa:0001:dead:beef:0:42')).toBe(key);
    expect(networkKey('2001:db8:aa:1:ffff:ffff:ffff:ffff%eth0')).toBe(key);
    expect(networkKey('2001:db8:aa:2::1')).not.toBe(key);
    expect(networkKey('::1')).toBe('0:0:0:0::/64');
  });
});
