import type { Metadata } from 'next';
import { UnderConstruction } from '@/staff/shell/under-construction';

export const metadata: Metadata = { title: 'Métricas' };

export default function MetricsPage() {
  return <UnderConstruction title="Métricas" what="Aquí se verán los productos más vistos y cotizados, las búsquedas sin resultados y el embudo de cotizaciones." />;
}
