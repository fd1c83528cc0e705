/**
 * Hosts that can never be a real outbound target: the names RFC 2606 and RFC 6761 reserve for
 * examples and tests, and the visitor's own machine. `npm run validate --strict` fails when a link
 * template still points at one, so a config copied from the examples cannot go live half-finished.
 */

const RESERVED_DOMAINS = ['example.com', 'example.org', 'example.net'];
const RESERVED_TLDS = ['example', 'test', 'invalid', 'localhost'];

function hostsOf(url: URL): string[] {
  if (url.protocol === 'mailto:') {
    // mailto:sales@example.com,team@real.co.za?subject=Hi: each address's domain follows its last @.
    return decodeURIComponent(url.pathname)
      .split(',')
      .filter((address) => address.includes('@'))
      .map((address) =>
        address
          .slice(address.lastIndexOf('@') + 1)
          .trim()
          .toLowerCase(),
      )
      .filter((host) => host !== '');
  }
  return url.hostname === '' ? [] : [url.hostname];
}

function isPlaceholder(host: string): boolean {
  const name = host.replace(/\.$/, '');
  return (
    RESERVED_DOMAINS.some((domain) => name === domain || name.endsWith(`.${domain}`)) ||
    RESERVED_TLDS.some((tld) => name === tld || name.endsWith(`.${tld}`)) ||
    isLoopbackAddress(name)
  );
}

function isLoopbackAddress(host: string): boolean {
  return /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]' || host === '0.0.0.0';
}

/**
 * The placeholder host `url` points at: example.com, example.org, example.net (or a subdomain), a
 * reserved top-level name (.example, .test, .invalid, .localhost), localhost itself or a loopback
 * address. Undefined when it has a real one, or none: mailto: addresses are judged by their domain;
 * tel: and unparseable URLs are never placeholders.
 */
export function placeholderHostOf(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  try {
    return hostsOf(parsed).find(isPlaceholder);
  } catch {
    // A mailto: with a broken %-escape names no host we can judge.
    return undefined;
  }
}
