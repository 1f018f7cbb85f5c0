import type { TProductDraft } from './product-draft';

const CATEGORY = 'equipo-de-proteccion-personal';

/** Personal protective equipment for electrical work. */
export function ppeDrafts(): TProductDraft[] {
  const drafts: TProductDraft[] = [];

  const lensTints = [
    { code: '11329', tint: 'claro', use: 'Interiores' },
    { code: '11330', tint: 'gris', use: 'Exteriores con sol intenso' },
    { code: '11331', tint: 'ámbar', use: 'Baja luminosidad' },
  ] as const;
  for (const lens of lensTints) {
    drafts.push({
      sku: `${lens.code}-00000-20`,
      description: `Lentes de seguridad Virtua mica ${lens.tint} antirrayaduras, caja con 20 piezas`,
      brand_id: '3m',
      category_id: CATEGORY,
      unit: 'caja',
      attributes: [
        ['Color de mica', lens.tint.charAt(0).toUpperCase() + lens.tint.slice(1)],
        ['Material de mica', 'Policarbonato'],
        ['Uso recomendado', lens.use],
        ['Norma', 'ANSI Z87.1'],
        ['Contenido', '20 piezas'],
      ],
    });
  }

  const ppe3m = [
    {
      sku: '1100-200',
      description: 'Tapones auditivos desechables de espuma 1100, caja con 200 pares',
      unit: 'caja',
      attributes: [
        ['Nivel de reducción de ruido (NRR)', '29 dB'],
        ['Material', 'Espuma de poliuretano'],
        ['Contenido', '200 pares'],
      ],
    },
    {
      sku: 'H10A',
      description: 'Orejeras Peltor Optime 105 con diadema, protección auditiva de alta atenuación',
      unit: 'pieza',
      attributes: [
        ['Nivel de reducción de ruido (NRR)', '30 dB'],
        ['Tipo', 'Diadema sobre la cabeza'],
        ['Norma', 'ANSI S3.19'],
      ],
    },
    {
      sku: '8210-20',
      description: 'Respirador desechable N95 8210, caja con 20 piezas',
      unit: 'caja',
      attributes: [
        ['Clasificación', 'N95'],
        ['Eficiencia de filtración', '95 %'],
        ['Contenido', '20 piezas'],
        ['Norma', 'NIOSH 42 CFR 84'],
      ],
    },
    {
      sku: '6200',
      description: 'Respirador de media cara serie 6000 talla mediana, reutilizable',
      unit: 'pieza',
      attributes: [
        ['Talla', 'Mediana'],
        ['Material', 'Elastómero termoplástico'],
        ['Conexión de filtros', 'Bayoneta 3M'],
      ],
    },
    {
      sku: '6003',
      description: 'Cartucho para vapores orgánicos y gases ácidos 6003, par',
      unit: 'par',
      attributes: [
        ['Protección', 'Vapores orgánicos y gases ácidos'],
        ['Conexión', 'Bayoneta 3M'],
        ['Contenido', '2 cartuchos'],
      ],
    },
  ] satisfies Array<Pick<TProductDraft, 'sku' | 'description' | 'unit' | 'attributes'>>;
  for (const item of ppe3m) {
    drafts.push({ ...item, brand_id: '3m', category_id: CATEGORY });
  }

  const gloveClasses = [
    { code: 'E011', cls: '00', maxVolts: '500 V CA' },
    { code: 'E0011', cls: '0', maxVolts: '1000 V CA' },
    { code: 'E214', cls: '2', maxVolts: '17 000 V CA' },
  ] as const;
  for (const glove of gloveClasses) {
    for (const size of ['9', '10'] as const) {
      drafts.push({
        sku: `${glove.code}R/${size}`,
        description: `Guantes dieléctricos Salisbury clase ${glove.cls} hasta ${glove.maxVolts}, talla ${size}, rojo`,
        brand_id: 'honeywell',
        category_id: CATEGORY,
        unit: 'par',
        attributes: [
          ['Clase', glove.cls],
          ['Tensión máxima de uso', glove.maxVolts],
          ['Talla', size],
          ['Material', 'Hule natural'],
          ['Color', 'Rojo'],
          ['Norma', 'ASTM D120'],
        ],
      });
    }
  }

  for (const colour of ['blanco', 'amarillo', 'azul'] as const) {
    drafts.push({
      sku: `A79R-${colour.slice(0, 3).toUpperCase()}`,
      description: `Casco de seguridad dieléctrico clase E tipo I, suspensión de matraca, ${colour}`,
      brand_id: 'honeywell',
      category_id: CATEGORY,
      unit: 'pieza',
      attributes: [
        ['Clase', 'E (20 000 V)'],
        ['Tipo', 'I'],
        ['Suspensión', 'Matraca de 4 puntos'],
        ['Color', colour.charAt(0).toUpperCase() + colour.slice(1)],
        ['Norma', 'ANSI Z89.1'],
      ],
    });
  }

  for (const colour of ['naranja', 'amarillo'] as const) {
    for (const size of ['M', 'G'] as const) {
      drafts.push({
        sku: `CHAL-${colour.charAt(0).toUpperCase()}-${size}`,
        description: `Chaleco de seguridad alta visibilidad ${colour} con cintas reflejantes, talla ${size === 'G' ? 'grande' : 'mediana'}`,
        brand_id: 'truper',
        category_id: CATEGORY,
        unit: 'pieza',
        attributes: [
          ['Color', colour.charAt(0).toUpperCase() + colour.slice(1)],
          ['Talla', size],
          ['Material', 'Malla de poliéster'],
          ['Cintas', 'Reflejantes de 5 cm'],
        ],
      });
    }
  }

  drafts.push({
    sku: 'KIT-ARCO-8',
    description: 'Kit de protección contra arco eléctrico 8 cal/cm², careta, capucha y guantes de cuero',
    brand_id: 'honeywell',
    category_id: CATEGORY,
    unit: 'kit',
    attributes: [
      ['Clasificación ATPV', '8 cal/cm²'],
      ['Categoría de riesgo', 'PPE 2'],
      ['Contenido', 'Careta, capucha, guantes protectores de cuero y maleta'],
      ['Norma', 'NFPA 70E'],
    ],
  });

  return drafts;
}
