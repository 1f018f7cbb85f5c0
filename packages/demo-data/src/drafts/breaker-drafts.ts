import type { TProductDraft } from './product-draft';

const CATEGORY = 'interruptores-termomagneticos';

function polesLabel(poles: number): string {
  return poles === 1 ? '1 polo' : `${poles} polos`;
}

/** Plug-in breakers for load centres: Square D QO, Siemens QP and Eaton BR. */
function plugInBreakers(
  line: { brand_id: 'schneider-electric' | 'siemens' | 'eaton'; name: string; skuPrefix: string; norm: string },
  ratings: ReadonlyArray<readonly [poles: number, amps: number]>,
): TProductDraft[] {
  return ratings.map(([poles, amps]) => {
    const voltage = poles === 3 ? '240 V' : '120/240 V';
    return {
      sku: `${line.skuPrefix}${poles}${amps}`,
      description: `Interruptor termomagnético ${line.name} ${polesLabel(poles)} ${amps} A ${voltage}, montaje enchufable`,
      brand_id: line.brand_id,
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Línea', line.name],
        ['Polos', String(poles)],
        ['Corriente nominal', `${amps} A`],
        ['Tensión', `${voltage} CA`],
        ['Capacidad interruptiva', '10 kA'],
        ['Montaje', 'Enchufable'],
        ['Norma', line.norm],
      ],
    };
  });
}

/** Plug-in, GFCI, DIN-rail and moulded-case circuit breakers. */
export function breakerDrafts(): TProductDraft[] {
  const drafts: TProductDraft[] = [
    ...plugInBreakers({ brand_id: 'schneider-electric', name: 'QO', skuPrefix: 'QO', norm: 'NMX-J-266-ANCE' }, [
      [1, 15],
      [1, 20],
      [1, 30],
      [1, 40],
      [1, 50],
      [2, 15],
      [2, 20],
      [2, 30],
      [2, 40],
      [2, 50],
      [2, 60],
      [3, 20],
      [3, 30],
      [3, 40],
      [3, 60],
      [3, 100],
    ]),
    ...plugInBreakers({ brand_id: 'siemens', name: 'QP', skuPrefix: 'Q', norm: 'UL 489' }, [
      [1, 15],
      [1, 20],
      [1, 30],
      [1, 40],
      [2, 15],
      [2, 20],
      [2, 30],
      [2, 40],
      [2, 50],
    ]),
    ...plugInBreakers({ brand_id: 'eaton', name: 'BR', skuPrefix: 'BR', norm: 'UL 489' }, [
      [1, 15],
      [1, 20],
      [1, 30],
      [2, 20],
      [2, 30],
      [2, 40],
      [2, 50],
    ]),
  ];

  for (const amps of [15, 20] as const) {
    drafts.push({
      sku: `QO1${amps}GFI`,
      description: `Interruptor termomagnético QO 1 polo ${amps} A 120 V con protección de falla a tierra (GFCI)`,
      brand_id: 'schneider-electric',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Línea', 'QO'],
        ['Polos', '1'],
        ['Corriente nominal', `${amps} A`],
        ['Tensión', '120 V CA'],
        ['Protección diferencial', '5 mA, clase A'],
        ['Montaje', 'Enchufable'],
      ],
    });
  }

  const din: ReadonlyArray<readonly [poles: number, amps: number]> = [
    [1, 10],
    [1, 16],
    [1, 20],
    [1, 32],
    [2, 16],
    [2, 32],
    [3, 16],
    [3, 32],
    [3, 63],
  ];
  for (const [poles, amps] of din) {
    drafts.push({
      sku: `S20${poles}-C${amps}`,
      description: `Interruptor termomagnético riel DIN S20${poles} ${polesLabel(poles)} curva C ${amps} A 230/400 V`,
      brand_id: 'abb',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Serie', 'S200'],
        ['Polos', String(poles)],
        ['Corriente nominal', `${amps} A`],
        ['Curva de disparo', 'C'],
        ['Tensión', '230/400 V CA'],
        ['Capacidad interruptiva', '6 kA'],
        ['Montaje', 'Riel DIN 35 mm'],
        ['Norma', 'IEC 60898-1'],
      ],
    });
  }

  const mouldedCase = [
    { sku: 'HDL36060', frame: 'PowerPact H', amps: 60, kA: '18 kA a 480 V' },
    { sku: 'HDL36100', frame: 'PowerPact H', amps: 100, kA: '18 kA a 480 V' },
    { sku: 'JDL36200', frame: 'PowerPact J', amps: 200, kA: '18 kA a 480 V' },
  ] as const;
  for (const breaker of mouldedCase) {
    drafts.push({
      sku: breaker.sku,
      description: `Interruptor termomagnético en caja moldeada ${breaker.frame} 3 polos ${breaker.amps} A 600 V`,
      brand_id: 'schneider-electric',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Marco', breaker.frame],
        ['Polos', '3'],
        ['Corriente nominal', `${breaker.amps} A`],
        ['Tensión máxima', '600 V CA'],
        ['Capacidad interruptiva', breaker.kA],
        ['Unidad de disparo', 'Termomagnética fija'],
      ],
    });
  }

  return drafts;
}
