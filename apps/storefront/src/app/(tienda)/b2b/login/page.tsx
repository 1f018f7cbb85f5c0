import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LoginScreen } from '@/components/account/login-screen';

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
    </div>
  );
}
