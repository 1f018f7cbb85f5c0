/** The parts of a click that decide whether the browser or the app handles it. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** The parts of an `<a>` that decide where a click goes. */
export interface ClickedLink {
  /** Resolved or relative `href`. */
  href: string;
  target: string;
  /** Whether the link has a `download` attribute. */
  download: boolean;
}

/**
 * Whether a click on a link starts an in-app navigation to another page, so the full-screen loader
 * should show until the new route renders. Anything the browser handles elsewhere (new tab or window,
 * downloads, other origins or protocols) or that does not change the page (same URL, hash-only jump)
 * returns false: the loader would otherwise wait for a route change that never comes.
 */
export function shouldShowRouteLoader(click: LinkClick, link: ClickedLink, currentHref: string): boolean {
  if (click.defaultPrevented) return false;
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (link.download) return false;
  if (link.target !== '' && link.target !== '_self') return false;

  let current: URL;
  let destination: URL;
  try {
    current = new URL(currentHref);
    destination = new URL(link.href, current);
  } catch {
    return false;
  }

  if (destination.protocol !== 'http:' && destination.protocol !== 'https:') return false;
  if (destination.origin !== current.origin) return false;
  return destination.pathname !== current.pathname || destination.search !== current.search;
}
