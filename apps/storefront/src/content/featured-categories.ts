/** Icon keys the home page knows how to draw for a category. */
export type TCategoryIcon = 'cable' | 'breaker' | 'contactor' | 'lighting' | 'tools' | 'ppe' | 'panel' | 'conduit';

export interface FeaturedCategory {
  name: string;
  description: string;
  icon: TCategoryIcon;
}

/**
 * Categories highlighted on the home page. Static until the catalogue exists; then this list should
 * come from the catalogue's categories (TCategory in @voltia/domain) and link to each one.
 */
export const FEATURED_CATEGORIES: readonly FeaturedCategory[] = [
  {
    name: 'Cables y conductores',
    description: 'Cable THW-LS, uso rudo, cable de control y cable desnudo.',
    icon: 'cable',
  },
  {
    name: 'Interruptores termomagnéticos',
    description: 'Riel DIN y caja moldeada, de uno, dos y tres polos.',
    icon: 'breaker',
  },
  {
    name: 'Contactores y arrancadores',
    description: 'Control de motores, relevadores térmicos y guardamotores.',
    icon: 'contactor',
  },
  {
    name: 'Iluminación',
    description: 'Luminarios LED industriales, comerciales y de emergencia.',
    icon: 'lighting',
  },
  {
    name: 'Herramientas',
    description: 'Herramienta manual y eléctrica, medición y ponchado.',
    icon: 'tools',
  },
  {
    name: 'Equipo de protección personal',
    description: 'Guantes dieléctricos, cascos, lentes y calzado de seguridad.',
    icon: 'ppe',
  },
  {
    name: 'Tableros y centros de carga',
    description: 'Gabinetes, centros de carga y accesorios de distribución.',
    icon: 'panel',
  },
  {
    name: 'Canalización y tubería',
    description: 'Tubo conduit, charola portacables, ductos y conectores.',
    icon: 'conduit',
  },
];
