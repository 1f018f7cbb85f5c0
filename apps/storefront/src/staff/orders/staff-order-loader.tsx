'use client';

import dynamic from 'next/dynamic';

/** The order page, loaded after the first paint while the Firebase SDK loads (see QuoteDeskLoader). */
export const StaffOrderLoader = dynamic(() => import('./staff-order').then((module) => module.StaffOrder), {
  ssr: false,
  loading: () => (
    <div className="mx-auto w-full max-w-[1920px] px-3 py-6 sm:px-6 lg:px-8">
      <p role="status" className="text-slate-700">
        Cargando el pedido…
      </p>
    </div>
  ),
});
