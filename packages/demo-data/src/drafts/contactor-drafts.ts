import type { TProductDraft } from './product-draft';

const CATEGORY = 'contactores-y-arrancadores';

/** Contactors, thermal overload relays, motor circuit breakers and full-voltage starters. */
export function contactorDrafts(): TProductDraft[] {
  const drafts: TProductDraft[] = [];

  const tesysSizes = [
    { frame: '09', amps: 9, hp: '5 HP' },
    { frame: '12', amps: 12, hp: '7.5 HP' },
    { frame: '18', amps: 18, hp: '10 HP' },
    { frame: '25', amps: 25, hp: '15 HP' },
    { frame: '32', amps: 32, hp: '20 HP' },
    { frame: '38', amps: 38, hp: '25 HP' },
  ] as const;
  const tesysCoils = [
    { code: 'M7', label: '220 V AC' },
    { code: 'F7', label: '110 V AC' },
  ] as const;
  for (const size of tesysSizes) {
    for (const coil of tesysCoils) {
      drafts.push({
        sku: `LC1D${size.frame}${coil.code}`,
        description: `Contactor tripolar ${size.amps} A bobina ${coil.label} TeSys D, 1 NA + 1 NC`,
        brand_id: 'schneider-electric',
        category_id: CATEGORY,
        unit: 'pieza',
        attributes: [
          ['Polos', '3'],
          ['Corriente nominal (AC-3)', `${size.amps} A`],
          ['Tensión de bobina', coil.label.replace('AC', 'CA')],
          ['Potencia a 440 V', size.hp],
          ['Contactos auxiliares', '1 NA + 1 NC'],
          ['Montaje', 'Riel DIN o tornillo'],
          ['Norma', 'IEC 60947-4-1'],
        ],
      });
    }
  }

  const sirius = [
    { sku: '3RT2016-1AN21', amps: 9, size: 'S00' },
    { sku: '3RT2017-1AN21', amps: 12, size: 'S00' },
    { sku: '3RT2018-1AN21', amps: 16, size: 'S00' },
    { sku: '3RT2026-1AN20', amps: 25, size: 'S0' },
    { sku: '3RT2027-1AN20', amps: 32, size: 'S0' },
    { sku: '3RT2028-1AN20', amps: 38, size: 'S0' },
  ] as const;
  for (const contactor of sirius) {
    drafts.push({
      sku: contactor.sku,
      description: `Contactor tripolar SIRIUS 3RT2 ${contactor.amps} A bobina 220 V AC, tamaño ${contactor.size}`,
      brand_id: 'siemens',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Polos', '3'],
        ['Corriente nominal (AC-3)', `${contactor.amps} A`],
        ['Tensión de bobina', '220 V CA 60 Hz'],
        ['Tamaño', contactor.size],
        ['Conexión', 'Bornes de tornillo'],
      ],
    });
  }

  for (const amps of [9, 12, 16, 26, 38] as const) {
    const frame = String(amps).padStart(2, '0');
    drafts.push({
      sku: `AF${frame}-30-10-13`,
      description: `Contactor tripolar AF${frame} ${amps} A bobina electrónica 100–250 V AC/DC, 1 NA`,
      brand_id: 'abb',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Polos', '3'],
        ['Corriente nominal (AC-3)', `${amps} A`],
        ['Tensión de bobina', '100–250 V CA/CD'],
        ['Contactos auxiliares', '1 NA'],
        ['Norma', 'IEC 60947-4-1'],
      ],
    });
  }

  const overloads = [
    { sku: 'LRD08', range: '2.5–4 A' },
    { sku: 'LRD10', range: '4–6 A' },
    { sku: 'LRD12', range: '5.5–8 A' },
    { sku: 'LRD14', range: '7–10 A' },
    { sku: 'LRD16', range: '9–13 A' },
    { sku: 'LRD21', range: '12–18 A' },
    { sku: 'LRD22', range: '16–24 A' },
  ] as const;
  for (const relay of overloads) {
    drafts.push({
      sku: relay.sku,
      description: `Relevador de sobrecarga térmico TeSys LRD ${relay.range}, clase 10A`,
      brand_id: 'schneider-electric',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Rango de ajuste', relay.range],
        ['Clase de disparo', '10A'],
        ['Compatibilidad', 'Contactores TeSys LC1D09 a LC1D38'],
        ['Contactos auxiliares', '1 NA + 1 NC'],
      ],
    });
  }

  const motorBreakers = [
    { sku: 'GV2ME07', range: '1.6–2.5 A' },
    { sku: 'GV2ME08', range: '2.5–4 A' },
    { sku: 'GV2ME10', range: '4–6.3 A' },
    { sku: 'GV2ME14', range: '6–10 A' },
    { sku: 'GV2ME16', range: '9–14 A' },
    { sku: 'GV2ME20', range: '13–18 A' },
    { sku: 'GV2ME21', range: '17–23 A' },
  ] as const;
  for (const breaker of motorBreakers) {
    drafts.push({
      sku: breaker.sku,
      description: `Guardamotor magnetotérmico TeSys GV2ME ${breaker.range}, mando por botones`,
      brand_id: 'schneider-electric',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Rango de ajuste térmico', breaker.range],
        ['Polos', '3'],
        ['Tensión máxima', '690 V CA'],
        ['Mando', 'Botones pulsadores'],
        ['Norma', 'IEC 60947-2'],
      ],
    });
  }

  const starters = [
    { sku: '8536SBG2V02', size: '0', amps: 18, hp: '5 HP' },
    { sku: '8536SCG3V02', size: '1', amps: 27, hp: '10 HP' },
    { sku: '8536SDG1V02', size: '2', amps: 45, hp: '25 HP' },
  ] as const;
  for (const starter of starters) {
    drafts.push({
      sku: starter.sku,
      description: `Arrancador magnético a tensión plena NEMA tamaño ${starter.size}, ${starter.amps} A, bobina 220 V, gabinete NEMA 1`,
      brand_id: 'schneider-electric',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Tamaño NEMA', starter.size],
        ['Corriente nominal', `${starter.amps} A`],
        ['Potencia máxima a 460 V', starter.hp],
        ['Tensión de bobina', '220 V CA'],
        ['Gabinete', 'NEMA 1 uso general'],
        ['Clase', '8536'],
      ],
    });
  }

  return drafts;
}
