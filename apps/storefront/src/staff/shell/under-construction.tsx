import Link from 'next/link';

/** An honest placeholder for a back-office section that a later issue builds. */
export function UnderConstruction({ title, what }: { title: string; what: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{title}</h1>
      <div className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-6" role="status">
        <p className="font-semibold text-slate-900">Sección en construcción</p>
        <p className="mt-2 text-slate-600">{what}</p>
        <p className="mt-4 text-sm text-slate-600">
          Mientras tanto, las solicitudes de los clientes se atienden en{' '}
          <Link href="/cotizacion" className="font-semibold text-primary underline-offset-2 hover:underline">
            Cotizaciones
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
