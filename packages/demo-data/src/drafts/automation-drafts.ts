import type { TDemoBrandId } from '../brands';
import type { TProductDraft } from './product-draft';

const CATEGORY = 'automatizacion-y-control';

type TAutomationRow = Pick<TProductDraft, 'sku' | 'description' | 'attributes' | 'published'> & {
  brand_id: TDemoBrandId;
};

const ROWS: readonly TAutomationRow[] = [
  // Omron
  {
    brand_id: 'omron',
    sku: 'MY2N-GS 24VDC',
    description: 'Relevador de control MY2N 2 polos doble tiro 5 A, bobina 24 V CD con LED',
    attributes: [
      ['Contactos', '2 polos doble tiro (DPDT)'],
      ['Corriente de contactos', '5 A'],
      ['Tensión de bobina', '24 V CD'],
      ['Indicador', 'LED'],
      ['Terminales', '8 pines planos'],
    ],
  },
  {
    brand_id: 'omron',
    sku: 'MY2N-GS 120VAC',
    description: 'Relevador de control MY2N 2 polos doble tiro 5 A, bobina 120 V CA con LED',
    attributes: [
      ['Contactos', '2 polos doble tiro (DPDT)'],
      ['Corriente de contactos', '5 A'],
      ['Tensión de bobina', '120 V CA'],
      ['Indicador', 'LED'],
      ['Terminales', '8 pines planos'],
    ],
  },
  {
    brand_id: 'omron',
    sku: 'MY4N-GS 24VDC',
    description: 'Relevador de control MY4N 4 polos doble tiro 3 A, bobina 24 V CD con LED',
    attributes: [
      ['Contactos', '4 polos doble tiro (4PDT)'],
      ['Corriente de contactos', '3 A'],
      ['Tensión de bobina', '24 V CD'],
      ['Terminales', '14 pines planos'],
    ],
  },
  {
    brand_id: 'omron',
    sku: 'PYF08A-E',
    description: 'Base para relevador MY2 de 8 pines, montaje en riel DIN',
    attributes: [
      ['Compatibilidad', 'Relevadores MY2'],
      ['Pines', '8'],
      ['Montaje', 'Riel DIN 35 mm'],
    ],
  },
  {
    brand_id: 'omron',
    sku: 'E2E-X5ME1',
    description: 'Sensor de proximidad inductivo M18 distancia de detección 5 mm, NPN NA, cable 2 m',
    attributes: [
      ['Tipo', 'Inductivo blindado'],
      ['Tamaño', 'M18'],
      ['Distancia de detección', '5 mm'],
      ['Salida', 'NPN normalmente abierto'],
      ['Alimentación', '12–24 V CD'],
      ['Grado IP', 'IP67'],
    ],
  },
  {
    brand_id: 'omron',
    sku: 'E3Z-D61',
    description: 'Sensor fotoeléctrico difuso 1 m, salida NPN, cable 2 m',
    attributes: [
      ['Tipo', 'Fotoeléctrico difuso'],
      ['Distancia de detección', '1 m'],
      ['Salida', 'NPN'],
      ['Alimentación', '12–24 V CD'],
      ['Grado IP', 'IP67'],
    ],
  },
  {
    brand_id: 'omron',
    sku: 'CP1E-N20DR-A',
    description: 'Controlador lógico programable (PLC) CP1E 12 entradas y 8 salidas a relevador, 100–240 V CA',
    attributes: [
      ['Entradas digitales', '12 a 24 V CD'],
      ['Salidas digitales', '8 a relevador'],
      ['Alimentación', '100–240 V CA'],
      ['Comunicación', 'USB y RS-232C opcional'],
      ['Memoria de programa', '8 K pasos'],
    ],
  },
  {
    brand_id: 'omron',
    sku: 'H3CR-A 100-240VAC',
    description: 'Temporizador multifunción H3CR-A 0.05 s a 300 h, 100–240 V CA, 11 pines',
    attributes: [
      ['Rango de tiempo', '0.05 s a 300 h'],
      ['Modos de operación', '6'],
      ['Alimentación', '100–240 V CA'],
      ['Terminales', '11 pines redondos'],
    ],
  },
  {
    brand_id: 'omron',
    sku: 'S8VK-C06024',
    description: 'Fuente de alimentación conmutada 60 W 24 V CD 2.5 A, riel DIN',
    attributes: [
      ['Potencia', '60 W'],
      ['Tensión de salida', '24 V CD'],
      ['Corriente de salida', '2.5 A'],
      ['Tensión de entrada', '100–240 V CA'],
      ['Montaje', 'Riel DIN 35 mm'],
    ],
  },
  // Allen-Bradley
  {
    brand_id: 'allen-bradley',
    sku: '2080-LC20-20QWB',
    description:
      'Controlador lógico programable Micro820 20 E/S, 12 entradas 24 V CD y 8 salidas a relevador, Ethernet',
    attributes: [
      ['Entradas digitales', '12'],
      ['Salidas digitales', '7 a relevador y 1 analógica'],
      ['Alimentación', '24 V CD'],
      ['Comunicación', 'EtherNet/IP y RS-232/485'],
      ['Software', 'Connected Components Workbench'],
    ],
  },
  {
    brand_id: 'allen-bradley',
    sku: '2080-LC50-24QWB',
    description: 'Controlador lógico programable Micro850 24 E/S, 14 entradas y 10 salidas a relevador, Ethernet',
    attributes: [
      ['Entradas digitales', '14'],
      ['Salidas digitales', '10 a relevador'],
      ['Alimentación', '24 V CD'],
      ['Comunicación', 'EtherNet/IP, USB y serial'],
      ['Ranuras de expansión', '3 plug-in'],
    ],
  },
  {
    brand_id: 'allen-bradley',
    sku: '2711R-T7T',
    description: 'Terminal gráfica PanelView 800 de 7" a color, pantalla táctil, Ethernet y serial',
    attributes: [
      ['Tamaño de pantalla', '7"'],
      ['Tipo de pantalla', 'TFT color táctil'],
      ['Alimentación', '24 V CD'],
      ['Comunicación', 'EtherNet/IP, RS-232 y RS-485'],
    ],
  },
  {
    brand_id: 'allen-bradley',
    sku: '800FP-F3',
    description: 'Botón pulsador rasante 22 mm verde, plástico, sin bloque de contactos',
    attributes: [
      ['Diámetro', '22 mm'],
      ['Color', 'Verde'],
      ['Material', 'Plástico'],
      ['Grado IP', 'IP66'],
    ],
  },
  {
    brand_id: 'allen-bradley',
    sku: '800FP-MT44',
    description: 'Botón de paro de emergencia tipo hongo 40 mm rojo, girar para liberar',
    attributes: [
      ['Diámetro de hongo', '40 mm'],
      ['Color', 'Rojo'],
      ['Operación', 'Girar para liberar'],
      ['Grado IP', 'IP66'],
    ],
  },
  {
    brand_id: 'allen-bradley',
    sku: '700-HK32Z24',
    description: 'Relevador de interfaz delgado 1 contacto conmutado 6 A, bobina 24 V CD, con base',
    attributes: [
      ['Contactos', '1 conmutado (SPDT)'],
      ['Corriente de contactos', '6 A'],
      ['Tensión de bobina', '24 V CD'],
      ['Ancho', '6.2 mm'],
    ],
  },
  // Siemens
  {
    brand_id: 'siemens',
    sku: '6ED1052-1MD08-0BA1',
    description: 'Módulo lógico LOGO! 8.3 12/24RCE con pantalla, 8 entradas y 4 salidas a relevador',
    attributes: [
      ['Entradas digitales', '8 (4 utilizables como analógicas)'],
      ['Salidas digitales', '4 a relevador 10 A'],
      ['Alimentación', '12/24 V CD'],
      ['Comunicación', 'Ethernet'],
      ['Pantalla', 'Sí, 6 líneas'],
    ],
  },
  {
    brand_id: 'siemens',
    sku: '6ED1052-1FB08-0BA1',
    description: 'Módulo lógico LOGO! 8.3 230RCE con pantalla, 8 entradas y 4 salidas a relevador',
    attributes: [
      ['Entradas digitales', '8'],
      ['Salidas digitales', '4 a relevador 10 A'],
      ['Alimentación', '115/230 V CA/CD'],
      ['Comunicación', 'Ethernet'],
    ],
  },
  {
    brand_id: 'siemens',
    sku: '6ES7214-1AG40-0XB0',
    description: 'CPU SIMATIC S7-1200 1214C DC/DC/DC, 14 entradas, 10 salidas, 2 entradas analógicas',
    attributes: [
      ['Entradas digitales', '14 a 24 V CD'],
      ['Salidas digitales', '10 a transistor 24 V CD'],
      ['Entradas analógicas', '2'],
      ['Alimentación', '24 V CD'],
      ['Comunicación', 'PROFINET'],
      ['Memoria de trabajo', '100 KB'],
    ],
  },
  {
    brand_id: 'siemens',
    sku: '6ES7212-1BE40-0XB0',
    description: 'CPU SIMATIC S7-1200 1212C AC/DC/RLY, 8 entradas, 6 salidas a relevador',
    attributes: [
      ['Entradas digitales', '8 a 24 V CD'],
      ['Salidas digitales', '6 a relevador'],
      ['Alimentación', '120/230 V CA'],
      ['Comunicación', 'PROFINET'],
    ],
    published: false,
  },
  // Schneider Electric
  {
    brand_id: 'schneider-electric',
    sku: 'RXM4AB2BD',
    description: 'Relevador miniatura Zelio RXM 4 contactos conmutados 6 A, bobina 24 V CD',
    attributes: [
      ['Contactos', '4 conmutados (4PDT)'],
      ['Corriente de contactos', '6 A'],
      ['Tensión de bobina', '24 V CD'],
      ['Indicador', 'LED'],
    ],
  },
  {
    brand_id: 'schneider-electric',
    sku: 'XB5AA31',
    description: 'Botón pulsador rasante Harmony XB5 22 mm verde, 1 NA',
    attributes: [
      ['Diámetro', '22 mm'],
      ['Color', 'Verde'],
      ['Contactos', '1 NA'],
      ['Material', 'Plástico'],
    ],
  },
  {
    brand_id: 'schneider-electric',
    sku: 'XB5AA42',
    description: 'Botón pulsador rasante Harmony XB5 22 mm rojo, 1 NC',
    attributes: [
      ['Diámetro', '22 mm'],
      ['Color', 'Rojo'],
      ['Contactos', '1 NC'],
      ['Material', 'Plástico'],
    ],
  },
  {
    brand_id: 'schneider-electric',
    sku: 'XB5AS8445',
    description: 'Botón de paro de emergencia Harmony XB5 hongo 40 mm, girar para liberar, 1 NC',
    attributes: [
      ['Diámetro de hongo', '40 mm'],
      ['Color', 'Rojo'],
      ['Contactos', '1 NC'],
      ['Operación', 'Girar para liberar'],
    ],
  },
  {
    brand_id: 'schneider-electric',
    sku: 'XB5AVM3',
    description: 'Luz piloto LED Harmony XB5 22 mm verde, 220–240 V CA',
    attributes: [
      ['Diámetro', '22 mm'],
      ['Color', 'Verde'],
      ['Tensión', '220–240 V CA'],
      ['Fuente de luz', 'LED integrado'],
    ],
  },
  {
    brand_id: 'schneider-electric',
    sku: 'XB5AVM4',
    description: 'Luz piloto LED Harmony XB5 22 mm roja, 220–240 V CA',
    attributes: [
      ['Diámetro', '22 mm'],
      ['Color', 'Rojo'],
      ['Tensión', '220–240 V CA'],
      ['Fuente de luz', 'LED integrado'],
    ],
  },
  // Honeywell
  {
    brand_id: 'honeywell',
    sku: 'SZL-WL-A',
    description: 'Interruptor de límite (final de carrera) con brazo de palanca y rodillo, 1 NA + 1 NC',
    attributes: [
      ['Actuador', 'Brazo de palanca con rodillo'],
      ['Contactos', '1 NA + 1 NC'],
      ['Corriente', '10 A 250 V CA'],
      ['Grado IP', 'IP67'],
    ],
  },
  {
    brand_id: 'honeywell',
    sku: 'BZ-2RW822-A2',
    description: 'Microinterruptor de precisión con palanca y rodillo, 15 A 250 V CA',
    attributes: [
      ['Actuador', 'Palanca con rodillo'],
      ['Contactos', '1 conmutado (SPDT)'],
      ['Corriente', '15 A 250 V CA'],
    ],
  },
];

/** PLCs, relays, sensors, pilot devices, timers and power supplies. */
export function automationDrafts(): TProductDraft[] {
  return ROWS.map((row) => ({ ...row, category_id: CATEGORY, unit: 'pieza' }));
}
