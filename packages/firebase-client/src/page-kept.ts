// A browser keeps the page a visitor leaves in its back/forward cache, frozen with whatever it held
// open, and brings it back on "Atrás". A page kept with its Firestore streams open holds one of the
// six connections a browser opens to a host that speaks HTTP/1.1 (the emulator; Firestore itself
// behind a proxy that does): a sixth product page opened in a row could not reach Firestore, and its
// cart's add never reached the server. So a page that is being kept closes its streams, and opens
// them again when it is brought back (its listeners then catch up with the server, and a write made
// just before leaving is sent).

/** Firestore's network switches, for one instance. */
export type TNetworkSwitch = { readonly disable: () => Promise<void>; readonly enable: () => Promise<void> };

/** What the page's lifecycle events come from (the window). */
export type TPageEvents = Pick<EventTarget, 'addEventListener'>;

const following = new WeakMap<TPageEvents, WeakSet<object>>();

/**
 * Closes `db`'s streams when the page is kept in the back/forward cache (`pagehide` with
 * `persisted`) and opens them when it is brought back (`pageshow` with `persisted`); once per page
 * and instance. A page that is left for good needs nothing: its connections close with it.
 */
export function releaseStreamsWhileKept(page: TPageEvents, db: object, network: TNetworkSwitch): void {
  let instances = following.get(page);
  if (instances === undefined) following.set(page, (instances = new WeakSet()));
  if (instances.has(db)) return;
  instances.add(db);
  const persisted = (event: Event) => (event as Event & { persisted?: boolean }).persisted === true;
  // A failure leaves the SDK as it was: the next page load, or its own retries, answer for it.
  page.addEventListener('pagehide', (event) => {
    if (persisted(event)) network.disable().catch(() => undefined);
  });
  page.addEventListener('pageshow', (event) => {
    if (persisted(event)) network.enable().catch(() => undefined);
  });
}
