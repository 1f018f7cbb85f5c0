import type { TProductDraft } from './product-draft';

const CATEGORY = 'canalizacion-y-tuberia-conduit';

const CONDUIT_SIZES = [
  { inches: '1/2', mm: '16 mm', code: '13' },
  { inches: '3/4', mm: '21 mm', code: '19' },
  { inches: '1', mm: '27 mm', code: '25' },
  { inches: '1 1/4', mm: '35 mm', code: '32' },
  { inches: '1 1/2', mm: '41 mm', code: '38' },
  { inches: '2', mm: '53 mm', code: '51' },
] as const;

/** Steel conduit, conduit bodies (condulets) and slotted wiring duct. */
export function conduitDrafts(): TProductDraft[] {
  const drafts: TProductDraft[] = [];

  for (const wall of [
    { code: 'PG', name: 'pared gruesa', norm: 'NMX-J-534-ANCE' },
    { code: 'PD', name: 'pared delgada', norm: 'NMX-J-535-ANCE' },
  ] as const) {
    for (const size of CONDUIT_SIZES) {
      drafts.push({
        sku: `RYM-${wall.code}${size.code}-3M`,
        description: `Tubo conduit galvanizado ${wall.name} ${size.inches}" (${size.mm}), tramo 3.05 m`,
        brand_id: 'rymco',
        category_id: CATEGORY,
        unit: 'pieza',
        attributes: [
          ['Diámetro nominal', `${size.inches}" (${size.mm})`],
          ['Tipo', wall.name.charAt(0).toUpperCase() + wall.name.slice(1)],
          ['Material', 'Acero galvanizado por inmersión en caliente'],
          ['Longitud', '3.05 m'],
          ['Norma', wall.norm],
        ],
      });
    }
  }

  const bodies = [
    { form: 'LB', name: 'tipo LB' },
    { form: 'T', name: 'tipo T' },
    { form: 'C', name: 'tipo C' },
  ] as const;
  const bodySizes = [
    { digit: '1', inches: '1/2' },
    { digit: '2', inches: '3/4' },
    { digit: '3', inches: '1' },
  ] as const;
  for (const body of bodies) {
    for (const size of bodySizes) {
      drafts.push({
        sku: `${body.form}${size.digit}7`,
        description: `Condulet ${body.name} ${size.inches}" de aluminio libre de cobre, Form 7, con tapa y empaque`,
        brand_id: 'crouse-hinds',
        category_id: CATEGORY,
        unit: 'pieza',
        attributes: [
          ['Forma', body.form],
          ['Diámetro nominal', `${size.inches}"`],
          ['Material', 'Aluminio libre de cobre'],
          ['Incluye', 'Tapa y empaque'],
        ],
      });
    }
  }

  const ducts = [
    { sku: 'G1X1LG6', size: '25 x 25 mm' },
    { sku: 'G1.5X1.5LG6', size: '40 x 40 mm' },
    { sku: 'G1.5X2LG6', size: '40 x 60 mm' },
    { sku: 'G2X2LG6', size: '60 x 60 mm' },
  ] as const;
  for (const duct of ducts) {
    drafts.push({
      sku: duct.sku,
      description: `Canaleta ranurada tipo G ${duct.size} gris con tapa, tramo 1.83 m`,
      brand_id: 'panduit',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Dimensiones', duct.size],
        ['Material', 'PVC rígido'],
        ['Color', 'Gris claro'],
        ['Longitud', '1.83 m'],
        ['Incluye', 'Tapa'],
      ],
    });
  }

  return drafts;
}
