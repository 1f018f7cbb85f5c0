/** While the figures load: the shape of the panels, and "Cargando métricas…" for screen readers. */
export function MetricsSkeleton() {
  return (
    <div role="status" className="grid grid-cols-1 gap-4 xl:grid-cols-2" data-testid="metrics-loading">
      <span className="sr-only">Cargando métricas…</span>
      {Array.from({ length: 4 }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="h-64 motion-safe:animate-pulse rounded-lg border border-slate-200 bg-white p-4"
        >
          <div className="h-4 w-1/3 rounded bg-slate-200" />
          <div className="mt-3 h-3 w-2/3 rounded bg-slate-100" />
          <div className="mt-6 flex flex-col gap-3">
            {[80, 65, 50, 35, 20].map((width) => (
              <div key={width} className="h-4 rounded bg-slate-100" style={{ width: `${width}%` }} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
