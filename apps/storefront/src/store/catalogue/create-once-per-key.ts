/**
 * A claim that succeeds once per key for the life of the returned function: the first call with
 * a key returns true, every later call false. Module-level in a client component, that is "once
 * per page load", and React StrictMode's double-run effects cannot count twice.
 */
export function createOncePerKey(): (key: string) => boolean {
  const claimed = new Set<string>();
  return (key) => {
    if (claimed.has(key)) return false;
    claimed.add(key);
    return true;
  };
}
