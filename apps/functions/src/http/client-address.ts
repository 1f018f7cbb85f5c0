/**
 * Who is calling, for a per-client rate limit: the address `trustedHops` proxies before this
 * server. `X-Forwarded-For` lists what the client claimed first and what each proxy saw after, so
 * only the entries our own proxies appended can be believed: with one trusted hop (Google's front
 * end before Cloud Functions) that is its last entry, whatever a client wrote before it. Without
 * the header (the local emulators), the connecting peer. Undefined when nothing is known.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  peer: string | undefined,
  trustedHops: number,
): string | undefined {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (peer !== undefined && peer !== '') chain.push(peer);
  if (chain.length === 0) return undefined;
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}
