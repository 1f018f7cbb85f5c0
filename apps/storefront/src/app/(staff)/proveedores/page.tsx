import type { Metadata } from 'next';
import { UnderConstruction } from '@/staff/shell/under-construction';

export const metadata: Metadata = { title: 'Proveedores' };

export default function ProveedoresPage() {
  return <UnderConstruction title="Proveedores" what="Aquí se registrarán los proveedores, sus datos fiscales y de contacto, y los productos y costos de cada uno." />;
}
