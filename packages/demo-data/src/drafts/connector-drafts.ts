import type { TProductDraft } from './product-draft';

const CATEGORY = 'conectores-y-terminales';

/** Terminals, lugs, lever and twist-on connectors, split bolts and cable ties. */
export function connectorDrafts(): TProductDraft[] {
  const drafts: TProductDraft[] = [];

  const ringTerminals = [
    { sku: 'PV18-6R-C', gauge: '22–18 AWG', stud: '#6', colour: 'Rojo' },
    { sku: 'PV14-8R-C', gauge: '16–14 AWG', stud: '#8', colour: 'Azul' },
    { sku: 'PV14-10R-C', gauge: '16–14 AWG', stud: '#10', colour: 'Azul' },
    { sku: 'PV10-10R-C', gauge: '12–10 AWG', stud: '#10', colour: 'Amarillo' },
    { sku: 'PV10-14R-C', gauge: '12–10 AWG', stud: '1/4"', colour: 'Amarillo' },
  ] as const;
  for (const terminal of ringTerminals) {
    drafts.push({
      sku: terminal.sku,
      description: `Terminal de ojo aislada calibre ${terminal.gauge} para tornillo ${terminal.stud}, caja con 100 piezas`,
      brand_id: 'panduit',
      category_id: CATEGORY,
      unit: 'caja',
      attributes: [
        ['Tipo', 'Ojo (anillo)'],
        ['Rango de calibres', terminal.gauge],
        ['Tornillo', terminal.stud],
        ['Aislamiento', `Vinil ${terminal.colour.toLowerCase()}`],
        ['Material', 'Cobre estañado'],
        ['Contenido', '100 piezas'],
      ],
    });
  }
  drafts.push({
    sku: 'PV14-250FIB-C',
    description: 'Terminal hembra tipo pala aislada calibre 16–14 AWG, 6.35 mm, caja con 100 piezas',
    brand_id: 'panduit',
    category_id: CATEGORY,
    unit: 'caja',
    attributes: [
      ['Tipo', 'Hembra tipo pala (faston)'],
      ['Rango de calibres', '16–14 AWG'],
      ['Ancho de lengüeta', '6.35 mm'],
      ['Contenido', '100 piezas'],
    ],
  });

  const lugs = [
    { sku: 'LCA6-14-L', gauge: '6 AWG' },
    { sku: 'LCA4-14-L', gauge: '4 AWG' },
    { sku: 'LCA2-14-Q', gauge: '2 AWG' },
    { sku: 'LCA1/0-14-X', gauge: '1/0 AWG' },
  ] as const;
  for (const lug of lugs) {
    drafts.push({
      sku: lug.sku,
      description: `Zapata de compresión de un barreno calibre ${lug.gauge}, tornillo 1/4", cobre estañado`,
      brand_id: 'panduit',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Calibre', lug.gauge],
        ['Barrenos', '1'],
        ['Tornillo', '1/4"'],
        ['Material', 'Cobre estañado'],
      ],
    });
  }

  const ties = [
    { sku: 'PLT1M-C', length: '99 mm', strength: '8 kg' },
    { sku: 'PLT2S-C', length: '188 mm', strength: '23 kg' },
    { sku: 'PLT4S-C', length: '368 mm', strength: '23 kg' },
  ] as const;
  for (const tie of ties) {
    drafts.push({
      sku: tie.sku,
      description: `Cincho de nylon natural ${tie.length}, bolsa con 100 piezas`,
      brand_id: 'panduit',
      category_id: CATEGORY,
      unit: 'caja',
      attributes: [
        ['Longitud', tie.length],
        ['Resistencia a la tensión', tie.strength],
        ['Material', 'Nylon 6.6'],
        ['Color', 'Natural'],
        ['Contenido', '100 piezas'],
      ],
    });
  }

  const lever = [
    { sku: '221-412', poles: 2 },
    { sku: '221-413', poles: 3 },
    { sku: '221-415', poles: 5 },
  ] as const;
  for (const connector of lever) {
    drafts.push({
      sku: connector.sku,
      description: `Conector de palanca para empalme de ${connector.poles} conductores 0.2–4 mm², caja con 50 piezas`,
      brand_id: 'wago',
      category_id: CATEGORY,
      unit: 'caja',
      attributes: [
        ['Número de conductores', String(connector.poles)],
        ['Sección de conductor', '0.2–4 mm² (24–12 AWG)'],
        ['Tensión', '450 V'],
        ['Corriente nominal', '32 A'],
        ['Contenido', '50 piezas'],
      ],
    });
  }

  const twistOn = [
    { sku: '312-BX', colour: 'azul', range: '22–14 AWG' },
    { sku: '314-BX', colour: 'naranja', range: '18–12 AWG' },
    { sku: '316-BX', colour: 'amarillo', range: '18–10 AWG' },
  ] as const;
  for (const connector of twistOn) {
    drafts.push({
      sku: connector.sku,
      description: `Conector de resorte Scotchlok ${connector.colour} para ${connector.range}, caja con 100 piezas`,
      brand_id: '3m',
      category_id: CATEGORY,
      unit: 'caja',
      attributes: [
        ['Rango de calibres', connector.range],
        ['Color', connector.colour.charAt(0).toUpperCase() + connector.colour.slice(1)],
        ['Tensión máxima', '600 V'],
        ['Contenido', '100 piezas'],
      ],
    });
  }

  const splitBolts = [
    { sku: 'KS15', range: '8–4 AWG' },
    { sku: 'KS20', range: '6–2 AWG' },
    { sku: 'KS26', range: '4–1/0 AWG' },
  ] as const;
  for (const bolt of splitBolts) {
    drafts.push({
      sku: bolt.sku,
      description: `Conector de tornillo partido de cobre para conductores ${bolt.range}`,
      brand_id: 'burndy',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Tipo', 'Tornillo partido (split bolt)'],
        ['Rango de calibres', bolt.range],
        ['Material', 'Aleación de cobre'],
      ],
    });
  }
  drafts.push({
    sku: 'KA4C',
    description: 'Zapata mecánica de aluminio para conductores 14–4 AWG, un barreno',
    brand_id: 'burndy',
    category_id: CATEGORY,
    unit: 'pieza',
    attributes: [
      ['Rango de calibres', '14–4 AWG'],
      ['Material', 'Aluminio estañado'],
      ['Barrenos', '1'],
    ],
  });

  return drafts;
}
