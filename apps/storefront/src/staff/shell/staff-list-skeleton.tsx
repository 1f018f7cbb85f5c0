/**
 * While a staff list's first page loads: the shape of the rows to come, and `label` ("Cargando
 * productos…") for screen readers. The inbox, the catalogue and the price list show the same one.
 */
export function StaffListSkeleton({ label, testId, rowHeight = 'h-14' }: { label: string; testId: string; rowHeight?: 'h-14' | 'h-16' }) {
  return (
    <div role="status" className="flex flex-col gap-2" data-testid={testId}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} aria-hidden="true" className={`${rowHeight} animate-pulse rounded-lg border border-slate-200 bg-white p-4 motion-reduce:animate-none`}>
          <div className="h-3 w-1/3 rounded bg-slate-200" />
          <div className="mt-3 h-3 w-2/3 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
