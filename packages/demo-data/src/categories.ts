import type { TCategory } from '@voltia/domain';

const categories = [
  {
    id: 'cables-y-conductores',
    name: 'Cables y conductores',
    description:
      'Cable THW-LS, uso rudo, XHHW-2 y cobre desnudo para instalaciones residenciales, comerciales e industriales.',
  },
  {
    id: 'interruptores-termomagneticos',
    name: 'Interruptores termomagnéticos',
    description: 'Interruptores enchufables, de riel DIN y en caja moldeada para la protección de circuitos.',
  },
  {
    id: 'contactores-y-arrancadores',
    name: 'Contactores y arrancadores',
    description: 'Contactores, relevadores de sobrecarga, guardamotores y arrancadores magnéticos a tensión plena.',
  },
  {
    id: 'iluminacion',
    name: 'Iluminación',
    description: 'Focos y tubos LED, paneles, campanas industriales y reflectores para interior y exterior.',
  },
  {
    id: 'herramientas',
    name: 'Herramientas',
    description: 'Pinzas, desarmadores aislados, pelacables, guías pasacables y herramienta para electricista.',
  },
  {
    id: 'equipo-de-proteccion-personal',
    name: 'Equipo de protección personal (EPP)',
    description: 'Cascos, lentes, guantes dieléctricos, protección auditiva y respiratoria para trabajo eléctrico.',
  },
  {
    id: 'canalizacion-y-tuberia-conduit',
    name: 'Canalización y tubería conduit',
    description: 'Tubería conduit metálica, condulets y canaleta ranurada para el tendido de conductores.',
  },
  {
    id: 'tableros-y-centros-de-carga',
    name: 'Tableros y centros de carga',
    description: 'Centros de carga, tableros de alumbrado y gabinetes metálicos para distribución eléctrica.',
  },
  {
    id: 'apagadores-y-contactos',
    name: 'Apagadores y contactos',
    description: 'Apagadores, contactos dúplex, contactos con protección de falla a tierra, placas y clavijas.',
  },
  {
    id: 'automatizacion-y-control',
    name: 'Automatización y control',
    description: 'PLC, relevadores, sensores, botones, luces piloto, fuentes y temporizadores para control industrial.',
  },
  {
    id: 'motores-y-variadores',
    name: 'Motores y variadores',
    description: 'Motores eléctricos trifásicos y monofásicos y variadores de frecuencia.',
  },
  {
    id: 'conectores-y-terminales',
    name: 'Conectores y terminales',
    description: 'Terminales aisladas, zapatas, conectores de palanca, conectores de resorte y cinchos.',
  },
  {
    id: 'medicion',
    name: 'Medición y prueba',
    description: 'Multímetros, pinzas amperimétricas, probadores de tensión, megóhmetros y termómetros infrarrojos.',
  },
  {
    id: 'cintas-y-aislantes',
    name: 'Cintas y aislantes',
    description: 'Cintas de aislar, cintas autofundentes y tubo termocontráctil.',
  },
] as const satisfies readonly TCategory[];

export type TDemoCategoryId = (typeof categories)[number]['id'];

/** The demo catalogue's categories, in display order. */
export const DEMO_CATEGORIES: readonly TCategory[] = categories;
