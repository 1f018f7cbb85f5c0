import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { BRAND_COLORS } from '@/shared/theme/presentation';
import { AppToaster } from '@/shared/ui/app-toaster';
import { RouteChangeLoader } from '@/shared/ui/route-change-loader';
import { MAIN_CONTENT_ID, SkipLink } from '@/shared/ui/skip-link';
import { brandColorStyle } from '@/shared/theme/brand-color-variables';
import './globals.css';

export const metadata: Metadata = {
  title: {
    default: 'Voltia · Material eléctrico e industrial con cotización B2B',
    template: '%s · Voltia',
  },
  description:
    'Material eléctrico e industrial para empresas: arma tu lista de productos y solicita una cotización B2B a Voltia.',
  applicationName: 'Voltia',
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: BRAND_COLORS.primary,
  colorScheme: 'light',
};

export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <html lang="es" style={brandColorStyle(BRAND_COLORS)}>
      <body className="flex min-h-dvh flex-col">
        <SkipLink targetId={MAIN_CONTENT_ID} />
        {/* The store and the staff back-office each bring their own header and main (route groups). */}
        {children}
        <AppToaster />
        {/* It reads the search params, which must sit inside a Suspense boundary. */}
        <Suspense fallback={null}>
          <RouteChangeLoader />
        </Suspense>
      </body>
    </html>
  );
}
