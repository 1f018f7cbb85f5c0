import type { TProductDraft } from './product-draft';

const CATEGORY = 'cables-y-conductores';

/** Cross-section in mm² per AWG gauge, as printed on Mexican cable datasheets. */
const SECTION_MM2: Record<string, string> = {
  '18': '0.82 mm²',
  '16': '1.31 mm²',
  '14': '2.08 mm²',
  '12': '3.31 mm²',
  '10': '5.26 mm²',
  '8': '8.37 mm²',
  '6': '13.30 mm²',
  '4': '21.15 mm²',
  '2': '33.62 mm²',
  '1/0': '53.48 mm²',
  '2/0': '67.43 mm²',
};

function section(gauge: string): string {
  const value = SECTION_MM2[gauge];
  if (value === undefined) throw new Error(`Calibre sin sección definida: ${gauge}`);
  return value;
}

const BUILDING_WIRE_GAUGES = ['14', '12', '10', '8'] as const;
const BUILDING_WIRE_COLOURS = [
  { name: 'negro', code: 'NG' },
  { name: 'blanco', code: 'BL' },
  { name: 'rojo', code: 'RJ' },
  { name: 'verde', code: 'VD' },
] as const;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** THW-LS building wire, uso rudo cord, XHHW-2 and bare copper. */
export function cableDrafts(): TProductDraft[] {
  const drafts: TProductDraft[] = [];

  for (const gauge of BUILDING_WIRE_GAUGES) {
    for (const colour of BUILDING_WIRE_COLOURS) {
      drafts.push({
        sku: `CDX-VXXI-${gauge}${colour.code}-100`,
        description: `Cable Vinanel XXI THW-LS calibre ${gauge} AWG 600 V ${colour.name}, rollo 100 m`,
        brand_id: 'condumex',
        category_id: CATEGORY,
        unit: 'rollo',
        attributes: [
          ['Calibre', `${gauge} AWG`],
          ['Sección transversal', section(gauge)],
          ['Tensión', '600 V'],
          ['Temperatura máxima de operación', '90 °C'],
          ['Material del conductor', 'Cobre suave'],
          ['Color', capitalise(colour.name)],
          ['Longitud', '100 m'],
          ['Norma', 'NMX-J-010-ANCE'],
        ],
      });
    }
  }

  for (const gauge of BUILDING_WIRE_GAUGES) {
    for (const colour of BUILDING_WIRE_COLOURS) {
      drafts.push({
        sku: `VKN-THWLS-${gauge}-${colour.code}-R100`,
        description: `Cable THW-LS/THHW-LS calibre ${gauge} AWG 600 V ${colour.name}, rollo 100 m`,
        brand_id: 'viakon',
        category_id: CATEGORY,
        unit: 'rollo',
        attributes: [
          ['Calibre', `${gauge} AWG`],
          ['Sección transversal', section(gauge)],
          ['Tensión', '600 V'],
          ['Aislamiento', 'PVC antiflama de baja emisión de humos'],
          ['Material del conductor', 'Cobre suave'],
          ['Color', capitalise(colour.name)],
          ['Longitud', '100 m'],
        ],
      });
    }
  }

  const cords = [
    { conductors: 2, gauge: '18' },
    { conductors: 2, gauge: '16' },
    { conductors: 2, gauge: '14' },
    { conductors: 3, gauge: '14' },
    { conductors: 3, gauge: '12' },
    { conductors: 3, gauge: '10' },
  ] as const;
  for (const cord of cords) {
    drafts.push({
      sku: `VKN-UR-${cord.conductors}X${cord.gauge}-R100`,
      description: `Cable uso rudo ${cord.conductors}x${cord.gauge} AWG 300 V forro negro, rollo 100 m`,
      brand_id: 'viakon',
      category_id: CATEGORY,
      unit: 'rollo',
      attributes: [
        ['Número de conductores', String(cord.conductors)],
        ['Calibre', `${cord.gauge} AWG`],
        ['Tensión', '300 V'],
        ['Forro', 'PVC flexible negro'],
        ['Longitud', '100 m'],
        ['Norma', 'NMX-J-436-ANCE'],
      ],
    });
  }

  for (const gauge of ['6', '4', '2', '1/0', '2/0'] as const) {
    drafts.push({
      sku: `VKN-XHHW2-${gauge.replace('/', '-')}-NG`,
      description: `Cable XHHW-2 calibre ${gauge} AWG 600 V 90 °C negro, venta por metro`,
      brand_id: 'viakon',
      category_id: CATEGORY,
      unit: 'metro',
      attributes: [
        ['Calibre', `${gauge} AWG`],
        ['Sección transversal', section(gauge)],
        ['Tensión', '600 V'],
        ['Aislamiento', 'Polietileno de cadena cruzada (XLPE)'],
        ['Temperatura máxima de operación', '90 °C'],
        ['Color', 'Negro'],
        ['Norma', 'UL 44'],
      ],
    });
  }

  for (const gauge of ['10', '8', '6', '4', '2', '1/0'] as const) {
    drafts.push({
      sku: `CDX-DSN-${gauge.replace('/', '-')}`,
      description: `Cable de cobre desnudo semiduro calibre ${gauge} AWG para puesta a tierra, venta por metro`,
      brand_id: 'condumex',
      category_id: CATEGORY,
      unit: 'metro',
      attributes: [
        ['Calibre', `${gauge} AWG`],
        ['Sección transversal', section(gauge)],
        ['Material', 'Cobre semiduro'],
        ['Aplicación', 'Sistemas de tierra física y pararrayos'],
        ['Norma', 'NMX-J-012-ANCE'],
      ],
    });
  }

  return drafts;
}
