'use client'; // Replaces the root layout when it fails, so it brings its own document and inline styles.

import { BRAND_COLORS, BUTTON_RADIUS_PX } from '@/shared/theme/presentation';
import { useEffect } from 'react';

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="es">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', color: '#0f172a' }}>
        <title>Algo salió mal · Voltia</title>
        <main style={{ maxWidth: '32rem', margin: '0 auto', padding: '5rem 1rem', textAlign: 'center' }}>
          <h1 style={{ fontSize: '1.75rem' }}>Algo salió mal</h1>
          <p style={{ color: '#475569', lineHeight: 1.6 }}>
            No pudimos cargar Voltia. Inténtalo de nuevo en unos segundos.
          </p>
          <button
            type="button"
            onClick={() => retry()}
            style={{
              marginTop: '1.5rem',
              minHeight: '2.75rem',
              padding: '0.625rem 1.25rem',
              border: 0,
              borderRadius: `${BUTTON_RADIUS_PX}px`,
              background: BRAND_COLORS.primary,
              color: BRAND_COLORS.onPrimary,
              fontWeight: 600,
              fontSize: '1rem',
              cursor: 'pointer',
            }}
          >
            Reintentar
          </button>
        </main>
      </body>
    </html>
  );
}
