/** The desk's shape while its data arrives (the screen does not jump when it does). */
export function DeskSkeleton() {
  const bar = 'rounded bg-slate-200 motion-safe:animate-pulse';
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4" data-testid="desk-skeleton">
      <span className="sr-only">Cargando la cotización…</span>
      <div aria-hidden="true" className="flex flex-col gap-3">
        <div className={`${bar} h-4 w-28`} />
        <div className={`${bar} h-8 w-64 max-w-full`} />
        <div className={`${bar} h-5 w-80 max-w-full`} />
        <div className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 xl:grid-cols-4">
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className={`${bar} h-10`} />
          ))}
        </div>
        <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
            {Array.from({ length: 5 }, (_, index) => (
              <div key={index} className={`${bar} h-12`} />
            ))}
          </div>
          <div className={`${bar} h-56`} />
        </div>
      </div>
    </div>
  );
}
