/**
 * One key per visitor. An IPv4 address (and text that is not an address) is kept as it is, also
 * when written the IPv6 way (::ffff:203.0.113.5, or in hex ::ffff:cb00:7105). An IPv6 visitor is
 * its /64 network: one household or phone gets a whole /64 and may pick any address in it, so
 * keyed by the full address it could start a fresh limit with each request.
 */
export function visitorKey(address: string): string {
  if (address.startsWith('::ffff:') && address.includes('.')) return address.slice('::ffff:'.length);
  if (!address.includes(':')) return address;
  const bare = address.split('%')[0]!.toLowerCase();
  const [head = '', tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  const number = groups.map((group) => parseInt(group, 16));
  if (groups.length === 8 && number.slice(0, 5).every((n) => n === 0) && number[5] === 0xffff) {
    return [number[6]! >> 8, number[6]! & 255, number[7]! >> 8, number[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
