import type { Metadata } from 'next';
import { UnderConstruction } from '@/staff/shell/under-construction';

export const metadata: Metadata = { title: 'Precios' };

export default function PreciosPage() {
  return <UnderConstruction title="Precios" what="Aquí se llevarán las listas de precios: costo, margen y precio de lista de cada producto, con ajustes masivos e historial." />;
}
