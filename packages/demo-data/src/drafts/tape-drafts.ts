import type { TProductDraft } from './product-draft';

const CATEGORY = 'cintas-y-aislantes';

/** Electrical tapes and heat-shrink tubing. */
export function tapeDrafts(): TProductDraft[] {
  const drafts: TProductDraft[] = [
    {
      sku: 'TEMFLEX-1700-NG',
      description: 'Cinta de aislar Temflex 1700 de vinil negra 19 mm x 18 m',
      brand_id: '3m',
      category_id: CATEGORY,
      unit: 'rollo',
      attributes: [
        ['Ancho', '19 mm'],
        ['Longitud', '18 m'],
        ['Espesor', '0.18 mm'],
        ['Tensión máxima', '600 V'],
        ['Color', 'Negro'],
      ],
    },
    {
      sku: 'SUPER33-19X20',
      description: 'Cinta de aislar Scotch Super 33+ de vinil premium 19 mm x 20 m, para intemperie',
      brand_id: '3m',
      category_id: CATEGORY,
      unit: 'rollo',
      attributes: [
        ['Ancho', '19 mm'],
        ['Longitud', '20 m'],
        ['Espesor', '0.18 mm'],
        ['Temperatura de operación', '−18 a 105 °C'],
        ['Tensión máxima', '600 V'],
        ['Norma', 'UL 510'],
      ],
    },
    {
      sku: 'SUPER88-19X20',
      description: 'Cinta de aislar Scotch Super 88 de vinil para servicio pesado 19 mm x 20 m',
      brand_id: '3m',
      category_id: CATEGORY,
      unit: 'rollo',
      attributes: [
        ['Ancho', '19 mm'],
        ['Longitud', '20 m'],
        ['Espesor', '0.22 mm'],
        ['Tensión máxima', '600 V'],
      ],
    },
    {
      sku: 'SCOTCH23-19X9',
      description: 'Cinta autofundente de hule etileno-propileno Scotch 23, 19 mm x 9.1 m, hasta 69 kV',
      brand_id: '3m',
      category_id: CATEGORY,
      unit: 'rollo',
      attributes: [
        ['Ancho', '19 mm'],
        ['Longitud', '9.1 m'],
        ['Material', 'Hule EPR autofundente'],
        ['Tensión máxima', '69 kV'],
      ],
    },
    {
      sku: 'TEMFLEX-2155',
      description: 'Cinta de hule autofundente Temflex 2155 para empalmes de baja tensión, 19 mm x 6.7 m',
      brand_id: '3m',
      category_id: CATEGORY,
      unit: 'rollo',
      published: false,
      attributes: [
        ['Ancho', '19 mm'],
        ['Longitud', '6.7 m'],
        ['Tensión máxima', '600 V'],
      ],
    },
  ];

  const colours = [
    { code: 'RJ', name: 'roja', attr: 'Rojo' },
    { code: 'AZ', name: 'azul', attr: 'Azul' },
    { code: 'VD', name: 'verde', attr: 'Verde' },
    { code: 'AM', name: 'amarilla', attr: 'Amarillo' },
    { code: 'BL', name: 'blanca', attr: 'Blanco' },
  ] as const;
  for (const colour of colours) {
    drafts.push({
      sku: `SCOTCH35-${colour.code}`,
      description: `Cinta de aislar Scotch 35 de vinil ${colour.name} para identificación de fases, 19 mm x 20 m`,
      brand_id: '3m',
      category_id: CATEGORY,
      unit: 'rollo',
      attributes: [
        ['Ancho', '19 mm'],
        ['Longitud', '20 m'],
        ['Color', colour.attr],
        ['Uso', 'Identificación de fases y marcaje'],
      ],
    });
  }

  const shrink = [
    { code: '18', inches: '1/8"', shrunk: '1/16"' },
    { code: '14', inches: '1/4"', shrunk: '1/8"' },
    { code: '38', inches: '3/8"', shrunk: '3/16"' },
    { code: '12', inches: '1/2"', shrunk: '1/4"' },
  ] as const;
  for (const tube of shrink) {
    drafts.push({
      sku: `FP301-${tube.code}-48-NG`,
      description: `Tubo termocontráctil FP-301 ${tube.inches} negro relación 2:1, tramo 1.22 m`,
      brand_id: '3m',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Diámetro antes de contraer', tube.inches],
        ['Diámetro después de contraer', tube.shrunk],
        ['Relación de contracción', '2:1'],
        ['Material', 'Poliolefina'],
        ['Longitud', '1.22 m'],
        ['Color', 'Negro'],
      ],
    });
  }

  drafts.push({
    sku: 'CINTA-AIS-10',
    description: 'Cinta de aislar de PVC negra 18 mm x 9 m, paquete con 10 rollos',
    brand_id: 'truper',
    category_id: CATEGORY,
    unit: 'caja',
    attributes: [
      ['Ancho', '18 mm'],
      ['Longitud', '9 m por rollo'],
      ['Color', 'Negro'],
      ['Contenido', '10 rollos'],
    ],
  });

  return drafts;
}
