import type { TProductDraft } from './product-draft';

const CATEGORY = 'herramientas';

type TToolRow = Pick<TProductDraft, 'sku' | 'description' | 'brand_id' | 'unit' | 'attributes' | 'published'>;

const TOOLS: readonly TToolRow[] = [
  {
    sku: 'D213-9NE',
    description: 'Pinza de electricista de alto apalancamiento 9" con cabeza New England',
    brand_id: 'klein-tools',
    unit: 'pieza',
    attributes: [
      ['Longitud', '9" (235 mm)'],
      ['Material', 'Acero al carbono forjado'],
      ['Mangos', 'Vinílicos'],
      ['Uso', 'Corte, sujeción y torsión de conductores'],
    ],
  },
  {
    sku: 'D2000-28',
    description: 'Pinza de corte diagonal de alto apalancamiento 8"',
    brand_id: 'klein-tools',
    unit: 'pieza',
    attributes: [
      ['Longitud', '8" (203 mm)'],
      ['Material', 'Acero al carbono forjado'],
      ['Capacidad de corte', 'Hasta calibre 10 AWG'],
    ],
  },
  {
    sku: '11055',
    description: 'Pelacables y cortacables para calibres 10 a 18 AWG sólido',
    brand_id: 'klein-tools',
    unit: 'pieza',
    attributes: [
      ['Rango de calibres', '10–18 AWG sólido, 12–20 AWG trenzado'],
      ['Longitud', '7-1/8" (181 mm)'],
      ['Función adicional', 'Corta tornillos 6-32 y 8-32'],
    ],
  },
  {
    sku: '32500',
    description: 'Desarmador multipuntas 11 en 1 con puntas Phillips, planas, Torx y cuadradas',
    brand_id: 'klein-tools',
    unit: 'pieza',
    attributes: [
      ['Número de puntas', '8 puntas y 3 dados'],
      ['Mango', 'Acolchonado'],
      ['Material de puntas', 'Acero tratado térmicamente'],
    ],
  },
  {
    sku: '56331',
    description: 'Guía pasacables de acero 36 m (120 ft) con carrete',
    brand_id: 'klein-tools',
    unit: 'pieza',
    attributes: [
      ['Longitud', '36 m'],
      ['Material', 'Acero templado'],
      ['Ancho de cinta', '1/8"'],
    ],
  },
  {
    sku: '33736INS',
    description: 'Juego de desarmadores aislados 1000 V, 2 piezas',
    brand_id: 'klein-tools',
    unit: 'juego',
    attributes: [
      ['Piezas', '2'],
      ['Aislamiento', '1000 V'],
      ['Norma', 'IEC 60900'],
    ],
  },
  {
    sku: 'T200-8',
    description: 'Pinza para electricista 8" mango de vinil',
    brand_id: 'truper',
    unit: 'pieza',
    attributes: [
      ['Longitud', '8"'],
      ['Material', 'Acero al cromo vanadio'],
      ['Mangos', 'Vinil'],
    ],
  },
  {
    sku: 'T202-6',
    description: 'Pinza de corte diagonal 6" mango de vinil',
    brand_id: 'truper',
    unit: 'pieza',
    attributes: [
      ['Longitud', '6"'],
      ['Material', 'Acero al cromo vanadio'],
      ['Mangos', 'Vinil'],
    ],
  },
  {
    sku: 'T204-8',
    description: 'Pinza de punta larga 8" con cortador',
    brand_id: 'truper',
    unit: 'pieza',
    attributes: [
      ['Longitud', '8"'],
      ['Material', 'Acero al cromo vanadio'],
      ['Mangos', 'Bimaterial'],
    ],
  },
  {
    sku: 'PELA-8',
    description: 'Pinza pelacables 8" para calibres 10 a 22 AWG',
    brand_id: 'truper',
    unit: 'pieza',
    attributes: [
      ['Longitud', '8"'],
      ['Rango de calibres', '10–22 AWG'],
      ['Mangos', 'Vinil'],
    ],
  },
  {
    sku: 'FH-5M',
    description: 'Flexómetro de 5 m cinta de 19 mm, carcasa ABS con freno',
    brand_id: 'truper',
    unit: 'pieza',
    attributes: [
      ['Longitud', '5 m'],
      ['Ancho de cinta', '19 mm'],
      ['Carcasa', 'ABS con recubrimiento de goma'],
    ],
  },
  {
    sku: 'FH-8M',
    description: 'Flexómetro de 8 m cinta de 25 mm, carcasa ABS con freno',
    brand_id: 'truper',
    unit: 'pieza',
    attributes: [
      ['Longitud', '8 m'],
      ['Ancho de cinta', '25 mm'],
      ['Carcasa', 'ABS con recubrimiento de goma'],
    ],
  },
  {
    sku: 'GUIA-15',
    description: 'Guía de acero para cable 15 m (cinta pescadora)',
    brand_id: 'truper',
    unit: 'pieza',
    attributes: [
      ['Longitud', '15 m'],
      ['Material', 'Acero templado'],
      ['Ancho de cinta', '3 mm'],
    ],
  },
  {
    sku: 'PONCH-10',
    description: 'Pinza ponchadora para terminales aisladas y no aisladas 10–22 AWG',
    brand_id: 'truper',
    unit: 'pieza',
    attributes: [
      ['Rango de calibres', '10–22 AWG'],
      ['Longitud', '9"'],
      ['Función adicional', 'Pelacables y corta tornillos'],
    ],
  },
  {
    sku: 'MART-16F',
    description: 'Martillo de uña curva 16 oz con mango de fibra de vidrio',
    brand_id: 'truper',
    unit: 'pieza',
    published: false,
    attributes: [
      ['Peso de cabeza', '16 oz'],
      ['Mango', 'Fibra de vidrio'],
      ['Material', 'Acero forjado'],
    ],
  },
  {
    sku: '269G',
    description: 'Pinza para electricista 9" con aislamiento 1000 V',
    brand_id: 'urrea',
    unit: 'pieza',
    attributes: [
      ['Longitud', '9"'],
      ['Aislamiento', '1000 V'],
      ['Norma', 'IEC 60900'],
      ['Material', 'Acero al cromo vanadio'],
    ],
  },
  {
    sku: '9400A7',
    description: 'Juego de desarmadores aislados 1000 V, 7 piezas, planos y Phillips',
    brand_id: 'urrea',
    unit: 'juego',
    attributes: [
      ['Piezas', '7'],
      ['Aislamiento', '1000 V'],
      ['Norma', 'IEC 60900'],
      ['Puntas', 'Planas y Phillips'],
    ],
  },
  {
    sku: '5400M',
    description: 'Juego de llaves combinadas milimétricas 11 piezas de 6 a 19 mm',
    brand_id: 'urrea',
    unit: 'juego',
    attributes: [
      ['Piezas', '11'],
      ['Medidas', '6 a 19 mm'],
      ['Material', 'Acero al cromo vanadio'],
      ['Acabado', 'Cromo satinado'],
    ],
  },
  {
    sku: '1412',
    description: 'Llave ajustable (perico) 12" cromada',
    brand_id: 'urrea',
    unit: 'pieza',
    attributes: [
      ['Longitud', '12"'],
      ['Apertura máxima', '34 mm'],
      ['Acabado', 'Cromado'],
    ],
  },
  {
    sku: '4900H',
    description: 'Juego de llaves hexagonales tipo L, 9 piezas milimétricas',
    brand_id: 'urrea',
    unit: 'juego',
    attributes: [
      ['Piezas', '9'],
      ['Medidas', '1.5 a 10 mm'],
      ['Material', 'Acero al cromo vanadio'],
    ],
  },
  {
    sku: '5470',
    description: 'Navaja de electricista con hoja recta y pelacables',
    brand_id: 'urrea',
    unit: 'pieza',
    attributes: [
      ['Hoja', 'Acero inoxidable'],
      ['Longitud de hoja', '70 mm'],
      ['Mango', 'Aluminio'],
    ],
  },
];

/** Hand tools for electricians. */
export function toolDrafts(): TProductDraft[] {
  return TOOLS.map((tool) => ({ ...tool, category_id: CATEGORY }));
}
