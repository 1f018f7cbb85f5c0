/** Shown while a listing renders on the server (first visit); later navigations keep the old list meanwhile. */
export default function ProductsLoading() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Cargando productos…</span>
      <div aria-hidden="true" className="border-b border-slate-200 bg-slate-50">
        <div className="page-container py-6 sm:py-8">
          <div className="h-4 w-32 motion-safe:animate-pulse rounded bg-slate-200" />
          <div className="mt-4 h-8 w-48 motion-safe:animate-pulse rounded bg-slate-200" />
          <div className="mt-5 h-11 max-w-2xl motion-safe:animate-pulse rounded-button bg-slate-200" />
        </div>
      </div>
      <div
        aria-hidden="true"
        className="page-container py-6 sm:py-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10 xl:grid-cols-[18rem_minmax(0,1fr)]"
      >
        <div className="hidden space-y-3 lg:block">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="h-6 motion-safe:animate-pulse rounded bg-slate-100" />
          ))}
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="h-44 motion-safe:animate-pulse rounded-xl border border-slate-200 bg-slate-50" />
          ))}
        </ul>
      </div>
    </div>
  );
}
