import type { TProductDraft } from './product-draft';

const CATEGORY = 'motores-y-variadores';

/** Three-phase and single-phase motors and variable frequency drives. */
export function motorDrafts(): TProductDraft[] {
  const drafts: TProductDraft[] = [];

  const w22 = [
    { hp: '1', kw: '0.75 kW', frame: '143T' },
    { hp: '2', kw: '1.5 kW', frame: '145T' },
    { hp: '3', kw: '2.2 kW', frame: '182T' },
    { hp: '5', kw: '3.7 kW', frame: '184T' },
    { hp: '7.5', kw: '5.6 kW', frame: '213T' },
    { hp: '10', kw: '7.5 kW', frame: '215T' },
    { hp: '15', kw: '11 kW', frame: '254T' },
  ] as const;
  for (const motor of w22) {
    drafts.push({
      sku: `W22P-${motor.hp.replace('.', '')}HP-4P-${motor.frame}`,
      description: `Motor trifásico W22 Premium ${motor.hp} HP 4 polos 1800 rpm 220/440 V, armazón ${motor.frame}`,
      brand_id: 'weg',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Potencia', `${motor.hp} HP (${motor.kw})`],
        ['Polos', '4'],
        ['Velocidad', '1800 rpm'],
        ['Tensión', '220/440 V CA 60 Hz'],
        ['Armazón NEMA', motor.frame],
        ['Eficiencia', 'IE3 Premium'],
        ['Grado IP', 'IP55'],
        ['Norma', 'NOM-016-ENER'],
      ],
    });
  }
  for (const hp of ['1', '3', '5'] as const) {
    drafts.push({
      sku: `W22P-${hp}HP-2P`,
      description: `Motor trifásico W22 Premium ${hp} HP 2 polos 3600 rpm 220/440 V, carcasa de hierro gris`,
      brand_id: 'weg',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Potencia', `${hp} HP`],
        ['Polos', '2'],
        ['Velocidad', '3600 rpm'],
        ['Tensión', '220/440 V CA 60 Hz'],
        ['Eficiencia', 'IE3 Premium'],
        ['Grado IP', 'IP55'],
      ],
    });
  }
  for (const hp of ['1/2', '3/4', '1'] as const) {
    drafts.push({
      sku: `MONO-${hp.replace('/', '')}HP-4P`,
      description: `Motor monofásico de uso general ${hp} HP 4 polos 1800 rpm 127/220 V, capacitor de arranque`,
      brand_id: 'weg',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Potencia', `${hp} HP`],
        ['Polos', '4'],
        ['Velocidad', '1800 rpm'],
        ['Tensión', '127/220 V CA 60 Hz'],
        ['Tipo de arranque', 'Capacitor de arranque'],
        ['Grado IP', 'IP21'],
      ],
    });
  }

  const drives = [
    {
      brand_id: 'schneider-electric',
      sku: 'ATV320U07M2C',
      line: 'Altivar Machine ATV320',
      kw: '0.75 kW',
      hp: '1 HP',
      input: '1 fase 200–240 V',
    },
    {
      brand_id: 'schneider-electric',
      sku: 'ATV320U15M2C',
      line: 'Altivar Machine ATV320',
      kw: '1.5 kW',
      hp: '2 HP',
      input: '1 fase 200–240 V',
    },
    {
      brand_id: 'schneider-electric',
      sku: 'ATV320U22N4C',
      line: 'Altivar Machine ATV320',
      kw: '2.2 kW',
      hp: '3 HP',
      input: '3 fases 380–500 V',
    },
    {
      brand_id: 'schneider-electric',
      sku: 'ATV320U40N4C',
      line: 'Altivar Machine ATV320',
      kw: '4 kW',
      hp: '5 HP',
      input: '3 fases 380–500 V',
    },
    { brand_id: 'abb', sku: 'ACS580-01-05A7-4', line: 'ACS580', kw: '2.2 kW', hp: '3 HP', input: '3 fases 380–480 V' },
    {
      brand_id: 'abb',
      sku: 'ACS580-01-12A7-4',
      line: 'ACS580',
      kw: '5.5 kW',
      hp: '7.5 HP',
      input: '3 fases 380–480 V',
    },
    { brand_id: 'abb', sku: 'ACS580-01-026A-4', line: 'ACS580', kw: '11 kW', hp: '15 HP', input: '3 fases 380–480 V' },
    {
      brand_id: 'allen-bradley',
      sku: '25B-D2P3N104',
      line: 'PowerFlex 525',
      kw: '0.75 kW',
      hp: '1 HP',
      input: '3 fases 380–480 V',
    },
    {
      brand_id: 'allen-bradley',
      sku: '25B-D4P0N104',
      line: 'PowerFlex 525',
      kw: '1.5 kW',
      hp: '2 HP',
      input: '3 fases 380–480 V',
    },
    {
      brand_id: 'allen-bradley',
      sku: '25B-D010N104',
      line: 'PowerFlex 525',
      kw: '4 kW',
      hp: '5 HP',
      input: '3 fases 380–480 V',
    },
    { brand_id: 'weg', sku: 'CFW500A04P3T4', line: 'CFW500', kw: '1.5 kW', hp: '2 HP', input: '3 fases 380–480 V' },
    { brand_id: 'weg', sku: 'CFW500A07P0T2', line: 'CFW500', kw: '1.5 kW', hp: '2 HP', input: '3 fases 200–240 V' },
    { brand_id: 'weg', sku: 'CFW500A10P0T4', line: 'CFW500', kw: '5.5 kW', hp: '7.5 HP', input: '3 fases 380–480 V' },
    {
      brand_id: 'siemens',
      sku: '6SL3210-5BB17-5UV1',
      line: 'SINAMICS V20',
      kw: '0.75 kW',
      hp: '1 HP',
      input: '1 fase 200–240 V',
    },
    {
      brand_id: 'siemens',
      sku: '6SL3210-5BE21-5UV0',
      line: 'SINAMICS V20',
      kw: '1.5 kW',
      hp: '2 HP',
      input: '3 fases 380–480 V',
    },
    {
      brand_id: 'siemens',
      sku: '6SL3210-5BE24-0UV0',
      line: 'SINAMICS V20',
      kw: '4 kW',
      hp: '5 HP',
      input: '3 fases 380–480 V',
    },
  ] as const;
  for (const drive of drives) {
    drafts.push({
      sku: drive.sku,
      description: `Variador de frecuencia ${drive.line} ${drive.kw} (${drive.hp}), alimentación ${drive.input}`,
      brand_id: drive.brand_id,
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Potencia', `${drive.kw} (${drive.hp})`],
        ['Alimentación', `${drive.input} CA`],
        ['Salida', '3 fases'],
        ['Control', 'V/Hz y vectorial sin sensor'],
        ['Grado IP', drive.line === 'ACS580' ? 'IP21' : 'IP20'],
      ],
    });
  }

  return drafts;
}
