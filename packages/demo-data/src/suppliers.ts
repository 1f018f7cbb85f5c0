import type { TSupplier } from '@voltia/domain';
import type { TDemoCategoryId } from './categories';

/** A demo supplier whose category ids are checked against the demo categories at compile time. */
type TDemoSupplier = TSupplier & { category_ids: TDemoCategoryId[] };

// Fictitious companies: names, tax ids (RFC-shaped), people and `.example` domains are invented.
const suppliers: TDemoSupplier[] = [
  {
    id: 'distribuidora-electrica-del-norte',
    name: 'Distribuidora Eléctrica del Norte, S.A. de C.V.',
    tax_id: 'DEN980312AB4',
    contact_name: 'Rogelio Garza Villarreal',
    email: 'ventas@electricadelnorte.example',
    phone: '+52 81 8340 1200',
    city: 'Monterrey',
    category_ids: [
      'cables-y-conductores',
      'interruptores-termomagneticos',
      'tableros-y-centros-de-carga',
      'apagadores-y-contactos',
      'conectores-y-terminales',
      'cintas-y-aislantes',
    ],
    lead_time_days: 3,
  },
  {
    id: 'grupo-industrial-del-bajio',
    name: 'Grupo Industrial del Bajío, S.A. de C.V.',
    tax_id: 'GIB050817KJ2',
    contact_name: 'Ana Sofía Ramírez Ortega',
    email: 'cotizaciones@gibajio.example',
    phone: '+52 442 215 3480',
    city: 'Querétaro',
    category_ids: ['contactores-y-arrancadores', 'automatizacion-y-control', 'motores-y-variadores'],
    lead_time_days: 7,
  },
  {
    id: 'iluminacion-y-energia-del-pacifico',
    name: 'Iluminación y Energía del Pacífico, S.A. de C.V.',
    tax_id: 'IEP120604QW8',
    contact_name: 'Luis Fernando Núñez Castañeda',
    email: 'pedidos@iepacifico.example',
    phone: '+52 33 3615 7720',
    city: 'Guadalajara',
    category_ids: ['iluminacion', 'apagadores-y-contactos'],
    lead_time_days: 5,
  },
  {
    id: 'ferreteria-industrial-azteca',
    name: 'Ferretería Industrial Azteca, S. de R.L. de C.V.',
    tax_id: 'FIA931125MN7',
    contact_name: 'Patricia Hernández Ibáñez',
    email: 'mayoreo@ferreazteca.example',
    phone: '+52 55 5682 4410',
    city: 'Ciudad de México',
    category_ids: ['herramientas', 'equipo-de-proteccion-personal', 'medicion', 'cintas-y-aislantes'],
    lead_time_days: 2,
  },
  {
    id: 'conductores-y-canalizaciones-del-centro',
    name: 'Conductores y Canalizaciones del Centro, S.A. de C.V.',
    tax_id: 'CCC010220HT5',
    contact_name: 'Martín Sánchez Peña',
    email: 'ventas@cccentro.example',
    phone: '+52 222 240 9315',
    city: 'Puebla',
    category_ids: ['cables-y-conductores', 'canalizacion-y-tuberia-conduit', 'conectores-y-terminales'],
    lead_time_days: 4,
  },
  {
    id: 'automatizacion-integral-de-occidente',
    name: 'Automatización Integral de Occidente, S.A. de C.V.',
    tax_id: 'AIO150901RT3',
    contact_name: 'Diego Alejandro Muñoz Lara',
    email: 'proyectos@aioccidente.example',
    phone: '+52 33 3810 5562',
    city: 'Zapopan',
    category_ids: ['automatizacion-y-control', 'motores-y-variadores', 'contactores-y-arrancadores', 'medicion'],
    lead_time_days: 10,
  },
  {
    id: 'seguridad-industrial-del-golfo',
    name: 'Seguridad Industrial del Golfo, S.A. de C.V.',
    tax_id: 'SIG080415LP9',
    contact_name: 'Verónica Domínguez Aguilar',
    email: 'atencion@sigolfo.example',
    phone: '+52 229 931 2087',
    city: 'Veracruz',
    category_ids: ['equipo-de-proteccion-personal', 'herramientas'],
    lead_time_days: 6,
  },
  {
    id: 'tableros-y-control-del-sureste',
    name: 'Tableros y Control del Sureste, S.A. de C.V.',
    tax_id: 'TCS170328EZ1',
    contact_name: 'José Manuel Pérez Canché',
    email: 'ventas@tcsureste.example',
    phone: '+52 999 926 1438',
    city: 'Mérida',
    category_ids: ['tableros-y-centros-de-carga', 'interruptores-termomagneticos', 'contactores-y-arrancadores', 'canalizacion-y-tuberia-conduit'],
    lead_time_days: 8,
  },
];

/** The demo suppliers, read by staff on /proveedores. */
export const DEMO_SUPPLIERS: readonly TSupplier[] = suppliers;
