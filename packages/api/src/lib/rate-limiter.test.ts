import { describe, expect, it } from 'vitest';
import { signInAddress } from './rate-limiter';

describe('signInAddress', () => {
  it('keeps IPv4 addresses, IPv4-mapped ones included, as they are', () => {
    expect(signInAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(signInAddress('::ffff:203.0.113.7')).toBe('::ffff:203.0.113.7');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const prefix = '2001:db8:aa:1::/64';
    expect(signInAddress('2001:db8:aa:1::1')).toBe(prefix);
    expect(signInAddress('2001:0db8:00aa:0001:ffff:1:2:3')).toBe(prefix);
    expect(signInAddress('2001:db8:aa:1:0:0:0:9%eth0')).toBe(prefix);
    expect(signInAddress('2001:db8:aa:2::1')).not.toBe(prefix);
    expect(signInAddress('::1')).toBe('0:0:0:0::/64');
    expect(signInAddress('fe80::')).toBe('fe80:0:0:0::/64');
  });
});
