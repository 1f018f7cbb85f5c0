import type { TProductDraft } from './product-draft';

const CATEGORY = 'tableros-y-centros-de-carga';

/** Load centres, lighting panelboards and steel enclosures. */
export function panelDrafts(): TProductDraft[] {
  const drafts: TProductDraft[] = [];

  const qoCentres = [
    { sku: 'QO2-LS', spaces: 2, amps: 70, phases: '1 fase 3 hilos', mount: 'sobreponer' },
    { sku: 'QO4-LS', spaces: 4, amps: 70, phases: '1 fase 3 hilos', mount: 'sobreponer' },
    { sku: 'QO8-LS', spaces: 8, amps: 100, phases: '1 fase 3 hilos', mount: 'sobreponer' },
    { sku: 'QO12-L125S', spaces: 12, amps: 125, phases: '1 fase 3 hilos', mount: 'sobreponer' },
    { sku: 'QO12-L125F', spaces: 12, amps: 125, phases: '1 fase 3 hilos', mount: 'empotrar' },
    { sku: 'QO30-L225G', spaces: 30, amps: 225, phases: '3 fases 4 hilos', mount: 'sobreponer' },
  ] as const;
  for (const centre of qoCentres) {
    drafts.push({
      sku: centre.sku,
      description: `Centro de carga QO ${centre.spaces} espacios ${centre.phases} 120/240 V, barras ${centre.amps} A, para ${centre.mount}`,
      brand_id: 'schneider-electric',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Espacios', String(centre.spaces)],
        ['Corriente de barras', `${centre.amps} A`],
        ['Sistema', centre.phases],
        ['Tensión', centre.phases.startsWith('3') ? '220Y/127 V CA' : '120/240 V CA'],
        ['Montaje', centre.mount.charAt(0).toUpperCase() + centre.mount.slice(1)],
        ['Gabinete', 'NEMA 1'],
      ],
    });
  }

  const brCentres = [
    { sku: 'BR48L125RP', spaces: 4, amps: 125 },
    { sku: 'BR816B100', spaces: 8, amps: 100 },
    { sku: 'BR2040B200', spaces: 20, amps: 200 },
  ] as const;
  for (const centre of brCentres) {
    drafts.push({
      sku: centre.sku,
      description: `Centro de carga BR ${centre.spaces} espacios 1 fase 3 hilos 120/240 V, interruptor principal ${centre.amps} A`,
      brand_id: 'eaton',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Espacios', String(centre.spaces)],
        ['Interruptor principal', `${centre.amps} A`],
        ['Sistema', '1 fase 3 hilos'],
        ['Tensión', '120/240 V CA'],
        ['Gabinete', 'NEMA 1'],
      ],
    });
  }

  const nq = [
    { sku: 'NQ304AB100S', circuits: 30, amps: 100 },
    { sku: 'NQ424AB225S', circuits: 42, amps: 225 },
  ] as const;
  for (const board of nq) {
    drafts.push({
      sku: board.sku,
      description: `Tablero de alumbrado NQ ${board.circuits} circuitos 3 fases 4 hilos 220Y/127 V, zapatas principales ${board.amps} A`,
      brand_id: 'schneider-electric',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Circuitos', String(board.circuits)],
        ['Corriente de barras', `${board.amps} A`],
        ['Sistema', '3 fases 4 hilos'],
        ['Tensión', '220Y/127 V CA'],
        ['Montaje', 'Sobreponer'],
      ],
    });
  }

  drafts.push({
    sku: 'P1X30MC250AT',
    description: 'Tablero de alumbrado P1 30 circuitos 3 fases 4 hilos, zapatas principales 250 A, 240 V',
    brand_id: 'siemens',
    category_id: CATEGORY,
    unit: 'pieza',
    attributes: [
      ['Circuitos', '30'],
      ['Corriente de barras', '250 A'],
      ['Sistema', '3 fases 4 hilos'],
      ['Tensión máxima', '240 V CA'],
    ],
  });

  const enclosures = [
    { sku: 'NSYS3D3320', height: 300, width: 300, depth: 200 },
    { sku: 'NSYS3D4420', height: 400, width: 400, depth: 200 },
    { sku: 'NSYS3D6425', height: 600, width: 400, depth: 250 },
    { sku: 'NSYS3D8625', height: 800, width: 600, depth: 250 },
  ] as const;
  for (const box of enclosures) {
    drafts.push({
      sku: box.sku,
      description: `Gabinete metálico Spacial S3D ${box.height} x ${box.width} x ${box.depth} mm con placa de montaje, IP66`,
      brand_id: 'schneider-electric',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Dimensiones (alto x ancho x fondo)', `${box.height} x ${box.width} x ${box.depth} mm`],
        ['Material', 'Acero pintado RAL 7035'],
        ['Grado IP', 'IP66'],
        ['Grado NEMA', 'NEMA 4, 12 y 13'],
        ['Incluye', 'Placa de montaje galvanizada'],
      ],
    });
  }

  return drafts;
}
