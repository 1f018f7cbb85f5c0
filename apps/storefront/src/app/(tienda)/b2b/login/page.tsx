import type { Metadata } from 'next';
import { Suspense } from 'react';
import Link from 'next/link';
import { LoginScreen } from '@/store/account/login-screen';
import { LEGAL_PAGES } from '@/store/legal/legal-pages';

export const metadata: Metadata = { title: 'Ingresar' };

export default function LoginPage() {
  return (
    <div className="page-container py-8 sm:py-12">
      <h1 className="mb-2 text-center text-2xl font-extrabold text-slate-900 sm:text-3xl">Ingresa a tu cuenta B2B</h1>
      <p className="mx-auto mb-8 max-w-md text-center text-slate-600">
        Guarda tus listas, solicita cotizaciones y sigue su estado. Tu carrito actual pasa a tu cuenta.
      </p>
      {/* The screen reads ?next=, which needs a Suspense boundary. */}
      <Suspense fallback={null}>
        <LoginScreen />
      </Suspense>
      {/* Every way in (email, phone, Google) can create an account: the consent covers them all. */}
      <p className="mx-auto mt-6 max-w-md text-center text-sm text-slate-600" data-testid="login-legal-consent">
        Al crear tu cuenta o ingresar aceptas nuestros{' '}
        <Link href={LEGAL_PAGES.terms.href} className="font-medium text-primary underline underline-offset-2">
          términos y condiciones
        </Link>{' '}
        y el tratamiento de tus datos conforme a nuestro{' '}
        <Link href={LEGAL_PAGES.privacy.href} className="font-medium text-primary underline underline-offset-2">
          aviso de privacidad
        </Link>
        .
      </p>
    </div>
  );
}
