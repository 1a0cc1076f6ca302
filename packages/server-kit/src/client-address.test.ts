import { describe, expect, test } from 'vitest';
import { addressBucket, clientAddress } from './client-address';

describe('clientAddress', () => {
  const socketAddress = '203.0.113.9';

  test('with no trusted proxy it is the socket peer, whatever X-Forwarded-For says', () => {
    expect(clientAddress({ forwardedFor: '198.51.100.1', socketAddress, trustProxyHops: 0 })).toBe(socketAddress);
    expect(clientAddress({ forwardedFor: undefined, socketAddress, trustProxyHops: 0 })).toBe(socketAddress);
  });

  test('with N proxies it is the N-th entry from the right: entries further left are the client’s', () => {
    const forwardedFor = '10.0.0.66, 198.51.100.7,192.0.2.44 ,  192.0.2.55';
    expect(clientAddress({ forwardedFor, socketAddress, trustProxyHops: 1 })).toBe('192.0.2.55');
    expect(clientAddress({ forwardedFor, socketAddress, trustProxyHops: 2 })).toBe('192.0.2.44');
    expect(clientAddress({ forwardedFor, socketAddress, trustProxyHops: 3 })).toBe('198.51.100.7');
  });

  test('several X-Forwarded-For headers count as one list, in order', () => {
    const forwardedFor = ['10.0.0.66', '198.51.100.7, 192.0.2.55'];
    expect(clientAddress({ forwardedFor, socketAddress, trustProxyHops: 2 })).toBe('198.51.100.7');
  });

  test('fewer entries than hops: the left-most; no header: the socket peer', () => {
    expect(clientAddress({ forwardedFor: '192.0.2.55', socketAddress, trustProxyHops: 3 })).toBe('192.0.2.55');
    expect(clientAddress({ forwardedFor: '', socketAddress, trustProxyHops: 1 })).toBe(socketAddress);
    expect(clientAddress({ forwardedFor: null, socketAddress, trustProxyHops: 1 })).toBe(socketAddress);
  });

  test('no usable address at all is the shared bucket "unknown"', () => {
    expect(clientAddress({ forwardedFor: undefined, socketAddress: undefined, trustProxyHops: 0 })).toBe('unknown');
    expect(clientAddress({ forwardedFor: 'not-an-address', socketAddress, trustProxyHops: 1 })).toBe('unknown');
  });

  test('the chosen entry is bucketed like a socket address', () => {
    expect(clientAddress({ forwardedFor: '192.0.2.1, 2001:db8:aa:bb:1:2:3:4', socketAddress, trustProxyHops: 1 })).toBe(
      '2001:db8:aa:bb::/64',
    );
    expect(clientAddress({ forwardedFor: undefined, socketAddress: '::ffff:127.0.0.1', trustProxyHops: 0 })).toBe(
      '127.0.0.1',
    );
  });
});

describe('addressBucket', () => {
  test('IPv4 stays as it is', () => {
    expect(addressBucket('192.0.2.1')).toBe('192.0.2.1');
  });

  test('IPv6 addresses of one /64 share a bucket; other /64s do not', () => {
    const a = addressBucket('2001:db8:1:2:aaaa::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe(a);
    expect(addressBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  test('IPv4-mapped IPv6, in dotted or hex form, is its IPv4 address', () => {
    expect(addressBucket('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressBucket('::FFFF:c633:6407')).toBe('198.51.100.7');
    expect(addressBucket('0:0:0:0:0:ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  test('an IPv4 address embedded in another IPv6 prefix is bucketed by that /64', () => {
    expect(addressBucket('64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/64');
  });

  test('ports, brackets and zone ids are dropped', () => {
    expect(addressBucket('192.0.2.1:8080')).toBe('192.0.2.1');
    expect(addressBucket('[2001:db8:1:2::5]:443')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('[::ffff:192.0.2.1]')).toBe('192.0.2.1');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  test('anything else is "unknown"', () => {
    for (const junk of ['', 'localhost', '1.2.3', '999.1.1.1', '2001:db8::1::2', 'gggg::1', '1:2:3:4:5:6:7:8:9']) {
      expect(addressBucket(junk)).toBe('unknown');
    }
  });
});
