import type { TProductDraft } from './product-draft';

const CATEGORY = 'iluminacion';

const WARM = { kelvin: '3000 K', label: 'luz cálida', code: '30' } as const;
const DAYLIGHT = { kelvin: '6500 K', label: 'luz de día', code: '65' } as const;
const NEUTRAL = { kelvin: '4000 K', label: 'luz neutra', code: '40' } as const;

/** LED lamps, tubes, panels, high bays, floodlights and spots. */
export function lightingDrafts(): TProductDraft[] {
  const drafts: TProductDraft[] = [];

  const bulbs = [
    { watts: 7, lumens: '806 lm' },
    { watts: 9, lumens: '950 lm' },
    { watts: 12, lumens: '1300 lm' },
    { watts: 14, lumens: '1600 lm' },
  ] as const;
  for (const bulb of bulbs) {
    for (const tone of [WARM, DAYLIGHT]) {
      drafts.push({
        sku: `929002${bulb.watts.toString().padStart(2, '0')}${tone.code}-A19`,
        description: `Foco LED A19 ${bulb.watts} W ${tone.label} ${tone.kelvin} base E26 127 V`,
        brand_id: 'philips',
        category_id: CATEGORY,
        unit: 'pieza',
        attributes: [
          ['Potencia', `${bulb.watts} W`],
          ['Flujo luminoso', bulb.lumens],
          ['Temperatura de color', tone.kelvin],
          ['Base', 'E26'],
          ['Tensión', '127 V CA'],
          ['Vida útil', '15 000 h'],
        ],
      });
    }
  }

  const tubes = [
    { watts: 9, length: '60 cm', lumens: '900 lm' },
    { watts: 18, length: '120 cm', lumens: '1800 lm' },
  ] as const;
  for (const tube of tubes) {
    for (const tone of [NEUTRAL, DAYLIGHT]) {
      drafts.push({
        sku: `ST8-${tube.watts}W-${tone.code}-G13`,
        description: `Tubo LED T8 ${tube.watts} W ${tube.length} ${tone.label} ${tone.kelvin}, base G13, alimentación por un extremo`,
        brand_id: 'osram',
        category_id: CATEGORY,
        unit: 'pieza',
        attributes: [
          ['Potencia', `${tube.watts} W`],
          ['Longitud', tube.length],
          ['Flujo luminoso', tube.lumens],
          ['Temperatura de color', tone.kelvin],
          ['Base', 'G13'],
          ['Tensión', '100–277 V CA'],
        ],
      });
    }
  }
  // An older fluorescent tube kept in the catalogue but no longer offered to customers.
  drafts.push({
    sku: 'L36W-765-G13',
    description: 'Tubo fluorescente T8 36 W 120 cm luz de día 6500 K (descontinuado)',
    brand_id: 'osram',
    category_id: CATEGORY,
    unit: 'pieza',
    published: false,
    attributes: [
      ['Potencia', '36 W'],
      ['Longitud', '120 cm'],
      ['Temperatura de color', '6500 K'],
      ['Base', 'G13'],
    ],
  });

  const fixtures: Array<Pick<TProductDraft, 'sku' | 'description' | 'attributes'>> = [
    {
      sku: 'RC065B-LED40S-6060',
      description: 'Panel LED de empotrar 60 x 60 cm 40 W luz neutra 4000 K, 100–277 V',
      attributes: [
        ['Potencia', '40 W'],
        ['Dimensiones', '60 x 60 cm'],
        ['Flujo luminoso', '4000 lm'],
        ['Temperatura de color', '4000 K'],
        ['Montaje', 'Empotrar en plafón reticular'],
      ],
    },
    {
      sku: 'RC065B-LED40S-30120',
      description: 'Panel LED de empotrar 30 x 120 cm 40 W luz neutra 4000 K, 100–277 V',
      attributes: [
        ['Potencia', '40 W'],
        ['Dimensiones', '30 x 120 cm'],
        ['Flujo luminoso', '4000 lm'],
        ['Temperatura de color', '4000 K'],
        ['Montaje', 'Empotrar en plafón reticular'],
      ],
    },
    ...([100, 150, 200] as const).map((watts): Pick<TProductDraft, 'sku' | 'description' | 'attributes'> => ({
      sku: `BY698P-LED${watts}-NW`,
      description: `Luminaria LED tipo campana industrial ${watts} W 4000 K IP65, 100–277 V`,
      attributes: [
        ['Potencia', `${watts} W`],
        ['Flujo luminoso', `${watts * 140} lm`],
        ['Temperatura de color', '4000 K'],
        ['Grado IP', 'IP65'],
        ['Altura de montaje recomendada', watts >= 150 ? '8 a 12 m' : '6 a 8 m'],
        ['Tensión', '100–277 V CA'],
      ],
    })),
  ];
  for (const fixture of fixtures) {
    drafts.push({ ...fixture, brand_id: 'philips', category_id: CATEGORY, unit: 'pieza' });
  }

  for (const watts of [30, 50, 100] as const) {
    drafts.push({
      sku: `FL-PFM-${watts}W-840`,
      description: `Reflector LED para exterior ${watts} W luz neutra 4000 K IP65, gris grafito`,
      brand_id: 'osram',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Potencia', `${watts} W`],
        ['Flujo luminoso', `${watts * 100} lm`],
        ['Temperatura de color', '4000 K'],
        ['Grado IP', 'IP65'],
        ['Color', 'Gris grafito'],
      ],
    });
  }

  for (const base of ['GU10', 'MR16'] as const) {
    for (const tone of [WARM, NEUTRAL]) {
      drafts.push({
        sku: `PAR16-${base}-5W-${tone.code}`,
        description: `Lámpara LED dirigible ${base} 5 W ${tone.label} ${tone.kelvin}, ángulo 36°`,
        brand_id: 'osram',
        category_id: CATEGORY,
        unit: 'pieza',
        attributes: [
          ['Potencia', '5 W'],
          ['Base', base === 'MR16' ? 'GU5.3' : 'GU10'],
          ['Tensión', base === 'MR16' ? '12 V CA/CD' : '127 V CA'],
          ['Temperatura de color', tone.kelvin],
          ['Ángulo de apertura', '36°'],
        ],
      });
    }
  }

  return drafts;
}
