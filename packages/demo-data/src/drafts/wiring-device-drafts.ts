import type { TProductDraft } from './product-draft';

const CATEGORY = 'apagadores-y-contactos';

type TDeviceRow = Pick<TProductDraft, 'sku' | 'description' | 'attributes'>;

/** Switches, receptacles, wall plates and industrial plugs. */
export function wiringDeviceDrafts(): TProductDraft[] {
  const drafts: TProductDraft[] = [];

  const modus = [
    { code: '2001', name: 'Apagador sencillo 1 módulo', rating: '16 A 127 V' },
    { code: '2003', name: 'Apagador de tres vías (escalera) 1 módulo', rating: '16 A 127 V' },
    { code: '2025', name: 'Contacto dúplex polarizado con tierra', rating: '15 A 127 V' },
    { code: '2030', name: 'Contacto con protección de falla a tierra (GFCI)', rating: '15 A 127 V' },
    { code: '4803', name: 'Placa de 3 módulos', rating: 'No aplica' },
  ] as const;
  const modusColours = [
    { code: 'B', name: 'blanco' },
    { code: 'M', name: 'marfil' },
  ] as const;
  for (const device of modus) {
    for (const colour of modusColours) {
      const attributes: Array<readonly [string, string]> = [
        ['Línea', 'Modus Style'],
        ['Color', colour.name.charAt(0).toUpperCase() + colour.name.slice(1)],
      ];
      if (device.rating !== 'No aplica') attributes.push(['Capacidad', device.rating]);
      attributes.push(['Material', 'Policarbonato autoextinguible']);
      drafts.push({
        sku: `MS${device.code}${colour.code}`,
        description: `${device.name} Modus Style ${colour.name}`,
        brand_id: 'bticino',
        category_id: CATEGORY,
        unit: 'pieza',
        attributes,
      });
    }
  }

  const decora: TDeviceRow[] = [
    {
      sku: '5601-2W',
      description: 'Apagador Decora sencillo 15 A 120 V blanco',
      attributes: [
        ['Línea', 'Decora'],
        ['Capacidad', '15 A 120 V'],
        ['Color', 'Blanco'],
      ],
    },
    {
      sku: '5603-2W',
      description: 'Apagador Decora de tres vías 15 A 120 V blanco',
      attributes: [
        ['Línea', 'Decora'],
        ['Capacidad', '15 A 120 V'],
        ['Tipo', 'Tres vías'],
        ['Color', 'Blanco'],
      ],
    },
    {
      sku: '16252-W',
      description: 'Contacto dúplex Decora polarizado con tierra 15 A 125 V blanco',
      attributes: [
        ['Línea', 'Decora'],
        ['Capacidad', '15 A 125 V'],
        ['Configuración NEMA', '5-15R'],
        ['Color', 'Blanco'],
      ],
    },
    {
      sku: 'GFNT1-W',
      description: 'Contacto con protección de falla a tierra (GFCI) 15 A 125 V autoprueba, blanco',
      attributes: [
        ['Capacidad', '15 A 125 V'],
        ['Protección', 'Falla a tierra clase A, 5 mA'],
        ['Función', 'Autoprueba'],
        ['Color', 'Blanco'],
      ],
    },
    {
      sku: 'T5633-W',
      description: 'Contacto dúplex con cargador USB tipo A y tipo C, 15 A 125 V blanco',
      attributes: [
        ['Capacidad', '15 A 125 V'],
        ['Puertos USB', '1 tipo A y 1 tipo C, 3.6 A'],
        ['Color', 'Blanco'],
      ],
    },
    {
      sku: '6674-10W',
      description: 'Atenuador Decora para LED y fluorescente compacta 150 W, blanco',
      attributes: [
        ['Potencia máxima LED', '150 W'],
        ['Potencia máxima incandescente', '600 W'],
        ['Color', 'Blanco'],
      ],
    },
    {
      sku: '80401-W',
      description: 'Placa Decora 1 ventana de nylon, blanco',
      attributes: [
        ['Ventanas', '1'],
        ['Material', 'Nylon'],
        ['Color', 'Blanco'],
      ],
    },
    {
      sku: '80409-W',
      description: 'Placa Decora 2 ventanas de nylon, blanco',
      attributes: [
        ['Ventanas', '2'],
        ['Material', 'Nylon'],
        ['Color', 'Blanco'],
      ],
    },
  ];
  for (const device of decora) {
    drafts.push({ ...device, brand_id: 'leviton', category_id: CATEGORY, unit: 'pieza' });
  }

  const arteor: TDeviceRow[] = [
    {
      sku: '572101-BL',
      description: 'Apagador sencillo Arteor 10 A 127 V blanco',
      attributes: [
        ['Línea', 'Arteor'],
        ['Capacidad', '10 A 127 V'],
        ['Color', 'Blanco'],
      ],
    },
    {
      sku: '572102-BL',
      description: 'Apagador de tres vías Arteor 10 A 127 V blanco',
      attributes: [
        ['Línea', 'Arteor'],
        ['Capacidad', '10 A 127 V'],
        ['Tipo', 'Tres vías'],
        ['Color', 'Blanco'],
      ],
    },
    {
      sku: '572230-BL',
      description: 'Contacto dúplex polarizado con tierra Arteor 15 A 127 V blanco',
      attributes: [
        ['Línea', 'Arteor'],
        ['Capacidad', '15 A 127 V'],
        ['Color', 'Blanco'],
      ],
    },
    {
      sku: '572230-AL',
      description: 'Contacto dúplex polarizado con tierra Arteor 15 A 127 V aluminio',
      attributes: [
        ['Línea', 'Arteor'],
        ['Capacidad', '15 A 127 V'],
        ['Color', 'Aluminio'],
      ],
    },
    {
      sku: '575001-BL',
      description: 'Placa Arteor 1 módulo con chasis, blanco',
      attributes: [
        ['Línea', 'Arteor'],
        ['Módulos', '1'],
        ['Color', 'Blanco'],
      ],
    },
  ];
  for (const device of arteor) {
    drafts.push({ ...device, brand_id: 'legrand', category_id: CATEGORY, unit: 'pieza' });
  }

  const hubbell: TDeviceRow[] = [
    {
      sku: 'HBL5362',
      description: 'Contacto dúplex grado industrial 20 A 125 V, NEMA 5-20R, café',
      attributes: [
        ['Grado', 'Industrial'],
        ['Capacidad', '20 A 125 V'],
        ['Configuración NEMA', '5-20R'],
        ['Color', 'Café'],
      ],
    },
    {
      sku: 'HBL5262',
      description: 'Contacto dúplex grado industrial 15 A 125 V, NEMA 5-15R, café',
      attributes: [
        ['Grado', 'Industrial'],
        ['Capacidad', '15 A 125 V'],
        ['Configuración NEMA', '5-15R'],
        ['Color', 'Café'],
      ],
    },
    {
      sku: 'HBL5266C',
      description: 'Clavija grado industrial 15 A 125 V, NEMA 5-15P, con opresor de cable',
      attributes: [
        ['Capacidad', '15 A 125 V'],
        ['Configuración NEMA', '5-15P'],
        ['Material', 'Nylon resistente a impactos'],
      ],
    },
    {
      sku: 'HBL2311',
      description: 'Clavija de media vuelta (Twist-Lock) 20 A 125 V, NEMA L5-20P',
      attributes: [
        ['Capacidad', '20 A 125 V'],
        ['Configuración NEMA', 'L5-20P'],
        ['Tipo', 'Media vuelta'],
      ],
    },
    {
      sku: 'HBL2310',
      description: 'Contacto de media vuelta (Twist-Lock) 20 A 125 V, NEMA L5-20R',
      attributes: [
        ['Capacidad', '20 A 125 V'],
        ['Configuración NEMA', 'L5-20R'],
        ['Tipo', 'Media vuelta'],
      ],
    },
  ];
  for (const device of hubbell) {
    drafts.push({ ...device, brand_id: 'hubbell', category_id: CATEGORY, unit: 'pieza' });
  }

  return drafts;
}
