import { BoltIcon } from './icons';

/**
 * Full-screen overlay shown while a route loads (RouteChangeLoader). It fades in
 * after a short delay so fast navigations do not flash; the spinner and the pulsing bolt stay still
 * for visitors who ask for reduced motion. Screen readers hear "Cargando…". The veil is a plain
 * translucent white: a blur behind it would be redrawn for every frame of the spinner.
 */
export function FullScreenLoader() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[100] grid place-items-center bg-white/90 animate-loader-in"
    >
      <div className="relative grid size-20 place-items-center">
        <span
          aria-hidden="true"
          className="absolute inset-0 rounded-full border-4 border-primary/15 border-t-primary motion-safe:animate-spin"
        />
        <BoltIcon className="size-9 fill-secondary stroke-primary motion-safe:animate-bolt-pulse" />
      </div>
      <span className="sr-only">Cargando…</span>
    </div>
  );
}
