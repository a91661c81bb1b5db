/**
 * Which push endpoints a dater may register. A subscription is an address our server will later
 * POST to, so only the browsers' real push services are accepted (security invariant 10): an
 * https URL on the default port whose host is on the configured list (PUSH_SERVICE_HOSTS, whose
 * default config/push-service-hosts.ts holds). "*.notify.windows.com" matches any subdomain, never
 * the bare name. The test suites' mock push service is accepted only when its origin is configured
 * explicitly (PUSH_TEST_SERVICE_URL).
 */
export interface PushEndpointPolicy {
  /** Why the endpoint is refused, in words a dater's browser problem can be reported with; null when accepted. */
  refusal(endpoint: string): string | null;
}

function hostMatches(host: string, pattern: string): boolean {
  if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1;
  return host === pattern;
}

export function createPushEndpointPolicy(options: { hosts: readonly string[]; testServiceOrigin: string | null }): PushEndpointPolicy {
  const hosts = options.hosts.map((host) => host.toLowerCase());
  return {
    refusal(endpoint) {
      let url: URL;
      try {
        url = new URL(endpoint);
      } catch {
        return 'The push endpoint is not a URL.';
      }
      if (options.testServiceOrigin !== null && url.origin === options.testServiceOrigin) return null;
      if (url.protocol !== 'https:') return 'The push endpoint must be an https URL.';
      if (url.username || url.password || url.port) return 'The push endpoint must not carry credentials or a port.';
      if (!hosts.some((pattern) => hostMatches(url.hostname, pattern))) return 'The push endpoint does not belong to a browser push service we deliver to.';
      return null;
    },
  };
}
