import type { Metadata } from 'next';
import { UnderConstruction } from '@/staff/shell/under-construction';

export const metadata: Metadata = { title: 'Catálogo' };

export default function CatalogoPage() {
  return <UnderConstruction title="Catálogo" what="Aquí el equipo de ventas administrará los productos: altas, descripciones, publicación, importación por CSV e imágenes." />;
}
