import type { TDemoBrandId } from '../brands';
import type { TProductDraft } from './product-draft';

const CATEGORY = 'medicion';

type TMeterRow = Pick<TProductDraft, 'sku' | 'description' | 'attributes' | 'unit'> & { brand_id: TDemoBrandId };

const ROWS: readonly TMeterRow[] = [
  {
    brand_id: 'fluke',
    sku: 'FLK-117',
    description: 'Multímetro digital para electricistas True RMS con detector de tensión sin contacto',
    unit: 'pieza',
    attributes: [
      ['Tensión máxima', '600 V CA/CD'],
      ['Corriente máxima', '10 A'],
      ['Medición', 'True RMS'],
      ['Categoría de medición', 'CAT III 600 V'],
      ['Función adicional', 'VoltAlert sin contacto'],
    ],
  },
  {
    brand_id: 'fluke',
    sku: 'FLK-115',
    description: 'Multímetro digital True RMS para técnicos de campo',
    unit: 'pieza',
    attributes: [
      ['Tensión máxima', '600 V CA/CD'],
      ['Corriente máxima', '10 A'],
      ['Medición', 'True RMS'],
      ['Categoría de medición', 'CAT III 600 V'],
    ],
  },
  {
    brand_id: 'fluke',
    sku: 'FLK-87-5',
    description: 'Multímetro digital industrial True RMS 87V con filtro pasa bajos y medición de temperatura',
    unit: 'pieza',
    attributes: [
      ['Tensión máxima', '1000 V CA/CD'],
      ['Corriente máxima', '10 A'],
      ['Medición', 'True RMS'],
      ['Categoría de medición', 'CAT III 1000 V, CAT IV 600 V'],
      ['Temperatura', '−200 a 1090 °C con termopar'],
    ],
  },
  {
    brand_id: 'fluke',
    sku: 'FLK-323',
    description: 'Pinza amperimétrica True RMS 400 A CA',
    unit: 'pieza',
    attributes: [
      ['Corriente máxima', '400 A CA'],
      ['Tensión máxima', '600 V CA/CD'],
      ['Apertura de mordaza', '30 mm'],
      ['Categoría de medición', 'CAT III 600 V'],
    ],
  },
  {
    brand_id: 'fluke',
    sku: 'FLK-376FC',
    description: 'Pinza amperimétrica True RMS 1000 A CA/CD con sonda flexible iFlex y conectividad inalámbrica',
    unit: 'pieza',
    attributes: [
      ['Corriente máxima', '1000 A CA/CD (2500 A con iFlex)'],
      ['Tensión máxima', '1000 V CA/CD'],
      ['Categoría de medición', 'CAT III 1000 V, CAT IV 600 V'],
      ['Comunicación', 'Fluke Connect'],
    ],
  },
  {
    brand_id: 'fluke',
    sku: 'FLK-T6-1000',
    description: 'Probador eléctrico T6-1000 con tecnología FieldSense, mide tensión sin contacto metálico',
    unit: 'pieza',
    attributes: [
      ['Tensión máxima', '1000 V CA'],
      ['Corriente máxima', '200 A CA'],
      ['Categoría de medición', 'CAT III 1000 V'],
    ],
  },
  {
    brand_id: 'fluke',
    sku: 'FLK-1AC-II',
    description: 'Detector de tensión sin contacto VoltAlert 90–1000 V CA',
    unit: 'pieza',
    attributes: [
      ['Rango de detección', '90–1000 V CA'],
      ['Indicación', 'Luminosa y sonora'],
      ['Categoría de medición', 'CAT IV 1000 V'],
    ],
  },
  {
    brand_id: 'fluke',
    sku: 'FLK-1507',
    description: 'Probador de resistencia de aislamiento (megóhmetro) 50–1000 V',
    unit: 'pieza',
    attributes: [
      ['Tensiones de prueba', '50, 100, 250, 500 y 1000 V'],
      ['Rango de resistencia', '0.01 MΩ a 10 GΩ'],
      ['Categoría de medición', 'CAT IV 600 V'],
    ],
  },
  {
    brand_id: 'fluke',
    sku: 'FLK-62MAX+',
    description: 'Termómetro infrarrojo −30 a 650 °C con doble láser, IP54',
    unit: 'pieza',
    attributes: [
      ['Rango de temperatura', '−30 a 650 °C'],
      ['Relación distancia:punto', '12:1'],
      ['Grado IP', 'IP54'],
    ],
  },
  {
    brand_id: 'fluke',
    sku: 'TL175',
    description: 'Juego de puntas de prueba TwistGuard con protección de punta ajustable',
    unit: 'juego',
    attributes: [
      ['Categoría de medición', 'CAT IV 600 V, CAT III 1000 V'],
      ['Corriente máxima', '10 A'],
      ['Material', 'Silicón'],
    ],
  },
  {
    brand_id: 'klein-tools',
    sku: 'MM400',
    description: 'Multímetro digital de rango automático 600 V con medición de temperatura',
    unit: 'pieza',
    attributes: [
      ['Tensión máxima', '600 V CA/CD'],
      ['Corriente máxima', '10 A'],
      ['Categoría de medición', 'CAT III 600 V'],
      ['Temperatura', 'Sí, con termopar'],
    ],
  },
  {
    brand_id: 'klein-tools',
    sku: 'MM600',
    description: 'Multímetro digital True RMS 1000 V de rango automático con pantalla retroiluminada',
    unit: 'pieza',
    attributes: [
      ['Tensión máxima', '1000 V CA/CD'],
      ['Corriente máxima', '10 A'],
      ['Medición', 'True RMS'],
      ['Categoría de medición', 'CAT IV 600 V, CAT III 1000 V'],
    ],
  },
  {
    brand_id: 'klein-tools',
    sku: 'CL800',
    description: 'Pinza amperimétrica digital True RMS 600 A CA/CD de rango automático',
    unit: 'pieza',
    attributes: [
      ['Corriente máxima', '600 A CA/CD'],
      ['Tensión máxima', '1000 V CA/CD'],
      ['Categoría de medición', 'CAT IV 600 V'],
    ],
  },
  {
    brand_id: 'klein-tools',
    sku: 'NCVT-3P',
    description: 'Detector de tensión sin contacto de doble rango con linterna',
    unit: 'pieza',
    attributes: [
      ['Rango de detección', '12–1000 V CA'],
      ['Indicación', 'Luminosa, sonora y por vibración'],
      ['Categoría de medición', 'CAT IV 1000 V'],
    ],
  },
  {
    brand_id: 'klein-tools',
    sku: 'RT250',
    description: 'Probador de contactos GFCI con pantalla, verifica cableado y tensión',
    unit: 'pieza',
    attributes: [
      ['Tensión de operación', '48–250 V CA'],
      ['Configuración', 'NEMA 5-15 y 5-20'],
      ['Pantalla', 'LCD retroiluminada'],
    ],
  },
  {
    brand_id: 'truper',
    sku: 'MUT-830',
    description: 'Multímetro digital básico 600 V con prueba de continuidad y diodos',
    unit: 'pieza',
    attributes: [
      ['Tensión máxima', '600 V CA/CD'],
      ['Corriente máxima', '10 A CD'],
      ['Categoría de medición', 'CAT II 600 V'],
    ],
  },
  {
    brand_id: 'truper',
    sku: 'PIAM-400',
    description: 'Pinza amperimétrica digital 400 A CA con medición de tensión y resistencia',
    unit: 'pieza',
    attributes: [
      ['Corriente máxima', '400 A CA'],
      ['Tensión máxima', '600 V CA/CD'],
      ['Categoría de medición', 'CAT III 600 V'],
    ],
  },
];

/** Multimeters, clamp meters, testers, insulation testers and infrared thermometers. */
export function meterDrafts(): TProductDraft[] {
  return ROWS.map((row) => ({ ...row, category_id: CATEGORY }));
}
