import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SupplierDirectoryLoader } from '@/staff/suppliers/supplier-directory-loader';

export const metadata: Metadata = { title: 'Proveedores' };

/** The staff's suppliers (the list's filter and the open supplier live in the URL, hence the Suspense boundary). */
export default function ProveedoresPage() {
  return (
    <Suspense fallback={null}>
      <SupplierDirectoryLoader />
    </Suspense>
  );
}
