import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** Refused because the address is not on the public internet. */
export class PrivateAddressError extends Error {
  constructor(host: string, address: string, range: string) {
    super(`${host} resolves to ${address} (${range}), which is not a public address`);
    this.name = 'PrivateAddressError';
  }
}

/**
 * Public unicast only: ipaddr.js names every special range (loopback, private, link-local and
 * with it the cloud metadata address, carrier-grade NAT, unique-local, IPv4 embedded in IPv6…),
 * and anything it does not call "unicast" is refused.
 */
export function addressRange(address: string): string {
  return ipaddr.process(address).range();
}

export function assertPublicAddress(host: string, address: string) {
  const range = addressRange(address);
  if (range !== 'unicast') throw new PrivateAddressError(host, address, range);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request and net.connect that resolves the host and refuses to connect when
 * any of its addresses is not public. The check sits on the connection itself, so a name that
 * resolved to a public address yesterday and to 127.0.0.1 now is refused now.
 */
export function publicOnlyLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback) {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    try {
      for (const { address } of addresses) assertPublicAddress(hostname, address);
    } catch (refused) {
      return callback(refused as NodeJS.ErrnoException, []);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}

/** Node connects to an IP literal without a lookup, so a literal host is checked here instead. */
export function assertPublicLiteral(hostname: string) {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(bare)) assertPublicAddress(hostname, bare);
}
