import type { Metadata } from 'next';
import Link from 'next/link';
import { getErrorEntry, isErrorCode } from '@voltia/domain';

export const metadata: Metadata = { title: 'Confirmación de correo' };

export default async function EmailConfirmedPage({ searchParams }: PageProps<'/b2b/correo-confirmado'>) {
  const { error } = await searchParams;
  // confirmEmail (apps/functions) reports a catalogue code in ?error=; anything else reads as a failure.
  const code = typeof error === 'string' ? (isErrorCode(error) ? error : 'email-confirmation/failed') : null;
  return (
    <div className="page-container py-12">
      <div className="mx-auto max-w-lg rounded-lg border border-slate-200 bg-white p-6 text-center sm:p-8">
        {code === null ? (
          <>
            <h1 className="mb-2 text-2xl font-extrabold text-slate-900">¡Correo confirmado!</h1>
            <p className="mb-6 text-slate-600">
              Gracias por confirmar tu dirección. Ya puedes solicitar cotizaciones desde tu área B2B.
            </p>
          </>
        ) : (
          <>
            <h1 className="mb-2 text-2xl font-extrabold text-slate-900">No se pudo confirmar tu correo</h1>
            <p role="alert" className="mb-6 text-slate-600">
              {getErrorEntry(code).message}
            </p>
          </>
        )}
        <Link
          href="/b2b"
          className="inline-flex min-h-11 items-center rounded-button bg-primary px-4 py-2 font-semibold text-on-primary hover:bg-primary-dark"
        >
          Ir al área B2B
        </Link>
      </div>
    </div>
  );
}
