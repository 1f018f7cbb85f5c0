import { SAT_CATEGORY_PRODUCT_KEYS, type TSatCategoryId, type TSatProductKey } from '@voltia/domain';
import type { TDemoCategoryId } from './categories';

// The c_ClaveProdServ every demo product is stored with. A product whose kind has its own SAT key
// (a variador is not a motor, a contacto is not an apagador) carries that key; every other product
// carries its category's key (SAT_CATEGORY_PRODUCT_KEYS) explicitly.
//
// Each key below and its description were read, row by row, in SAT's c_ClaveProdServCP (Carta Porte
// 3.1, rows dated 2024-07-17), mirrored as database/data/ccp_31_productos_servicios.sql in
// asteby/sat-catalogs-microservice (the same source as the domain's SAT_PRODUCT_KEYS_SOURCE); the
// descriptions are SAT's, verbatim. A kind whose key was not found there keeps its category's key.

/** A product kind with its own key: the category it is in and how its demo descriptions begin. */
type TDemoSatKeyRule = {
  readonly category_id: TDemoCategoryId;
  readonly description: RegExp;
  readonly key: TSatProductKey;
};

const key = (clave_prod_serv: string, descripcion: string): TSatProductKey => ({ clave_prod_serv, descripcion });

/** The kinds of demo product with a key of their own, checked in order within a category. */
export const DEMO_SAT_PRODUCT_KEY_RULES: readonly TDemoSatKeyRule[] = [
  {
    category_id: 'interruptores-termomagneticos',
    description: /riel DIN/,
    key: key('39121603', 'Micro disyuntores'),
  },
  {
    category_id: 'interruptores-termomagneticos',
    description: /en caja moldeada/,
    key: key('39121616', 'Breakers de circuito de caja moldeada'),
  },
  {
    category_id: 'contactores-y-arrancadores',
    description: /^Relevador de sobrecarga/,
    key: key('39122330', 'Relés de sobrecarga'),
  },
  {
    category_id: 'contactores-y-arrancadores',
    description: /^Guardamotor/,
    key: key('39121601', 'Breakers de circuito'),
  },
  {
    category_id: 'contactores-y-arrancadores',
    description: /^Arrancador magnético/,
    key: key('39121521', 'Controles de motor de arranque'),
  },
  { category_id: 'iluminacion', description: /^Tubo fluorescente/, key: key('39101605', 'Lámparas fluorescentes') },
  { category_id: 'iluminacion', description: /^Panel LED de empotrar/, key: key('39111505', 'Iluminación empotrada') },
  {
    category_id: 'iluminacion',
    description: /campana industrial/,
    key: key('39111500', 'Iluminación de interiores y artefactos'),
  },
  { category_id: 'iluminacion', description: /^Reflector LED/, key: key('39111611', 'Reflectores') },
  {
    category_id: 'herramientas',
    description: /^Pinza (de|para) electricista/,
    key: key('27112106', 'Alicates de guardalínea'),
  },
  {
    category_id: 'herramientas',
    description: /^Pinza de corte diagonal/,
    key: key('27112114', 'Pinzas de corte diagonal'),
  },
  {
    category_id: 'herramientas',
    description: /^Pinza de punta larga/,
    key: key('27112134', 'Alicates de punta larga'),
  },
  {
    category_id: 'herramientas',
    description: /^(Pinza pelacables|Pelacables)/,
    key: key('27112151', 'Alicates pelacables'),
  },
  { category_id: 'herramientas', description: /^Pinza ponchadora/, key: key('27112147', 'Alicates de engaste') },
  {
    category_id: 'herramientas',
    description: /^Desarmador multipuntas/,
    key: key('27111734', 'Destornillador de múltiples puntas'),
  },
  {
    category_id: 'herramientas',
    description: /^Juego de desarmadores/,
    key: key('27111728', 'Juego de destornilladores'),
  },
  { category_id: 'herramientas', description: /^Flexómetro/, key: key('27111801', 'Cintas métricas') },
  { category_id: 'herramientas', description: /^Martillo de uña/, key: key('27111618', 'Martillo de garra') },
  { category_id: 'herramientas', description: /^Juego de llaves combinadas/, key: key('27111729', 'Juego de llaves') },
  { category_id: 'herramientas', description: /^Llave ajustable/, key: key('27111707', 'Llaves ajustables') },
  { category_id: 'herramientas', description: /^Juego de llaves hexagonales/, key: key('27111710', 'Llaves allen') },
  {
    category_id: 'equipo-de-proteccion-personal',
    description: /^Lentes de seguridad/,
    key: key('46181802', 'Anteojos de seguridad'),
  },
  {
    category_id: 'equipo-de-proteccion-personal',
    description: /^Tapones auditivos/,
    key: key('46181901', 'Tapones de oídos'),
  },
  { category_id: 'equipo-de-proteccion-personal', description: /^Orejeras/, key: key('46181902', 'Tapa oídos') },
  { category_id: 'equipo-de-proteccion-personal', description: /^Respirador/, key: key('46182002', 'Respiradores') },
  {
    category_id: 'equipo-de-proteccion-personal',
    description: /^Cartucho/,
    key: key('46182005', 'Filtros o accesorios para máscaras o respiradores'),
  },
  {
    category_id: 'equipo-de-proteccion-personal',
    description: /^Guantes dieléctricos/,
    key: key('46181537', 'Guantes aislantes'),
  },
  {
    category_id: 'equipo-de-proteccion-personal',
    description: /^Casco de seguridad/,
    key: key('46181704', 'Cascos de seguridad'),
  },
  {
    category_id: 'equipo-de-proteccion-personal',
    description: /^Chaleco de seguridad/,
    key: key('46181507', 'Chalecos de seguridad'),
  },
  {
    category_id: 'canalizacion-y-tuberia-conduit',
    description: /^Condulet/,
    key: key('39131708', 'Cuerpo de ajuste de conducto eléctrico'),
  },
  {
    category_id: 'canalizacion-y-tuberia-conduit',
    description: /^Canaleta ranurada/,
    key: key('39131712', 'Ducto de cableado'),
  },
  { category_id: 'tableros-y-centros-de-carga', description: /^Tablero de alumbrado/, key: key('39121103', 'Paneles') },
  {
    category_id: 'tableros-y-centros-de-carga',
    description: /^Gabinete metálico/,
    key: key('39121301', 'Cerramientos del panel de control o distribución'),
  },
  { category_id: 'apagadores-y-contactos', description: /^Contacto/, key: key('39121406', 'Receptáculos eléctricos') },
  { category_id: 'apagadores-y-contactos', description: /^Clavija/, key: key('39121402', 'Enchufes eléctricos') },
  { category_id: 'apagadores-y-contactos', description: /^Placa/, key: key('39121704', 'Placas de pared') },
  { category_id: 'apagadores-y-contactos', description: /^Atenuador/, key: key('39122206', 'Reductores o dimers') },
  { category_id: 'automatizacion-y-control', description: /^Relevador/, key: key('39122331', 'Relés de control') },
  {
    category_id: 'automatizacion-y-control',
    description: /^Base para relevador/,
    key: key('39122335', 'Base o toma de relé'),
  },
  {
    category_id: 'automatizacion-y-control',
    description: /^Sensor de proximidad/,
    key: key('39122230', 'Interruptor de proximidad'),
  },
  {
    category_id: 'automatizacion-y-control',
    description: /^Sensor fotoeléctrico/,
    key: key('39121528', 'Sensores fotoeléctricos'),
  },
  { category_id: 'automatizacion-y-control', description: /^Temporizador/, key: key('39121523', 'Temporizadores') },
  {
    category_id: 'automatizacion-y-control',
    description: /^Fuente de alimentación/,
    key: key('39121004', 'Unidades de suministro de energía'),
  },
  {
    category_id: 'automatizacion-y-control',
    description: /^Botón pulsador/,
    key: key('39122216', 'Interruptores de botón'),
  },
  {
    category_id: 'automatizacion-y-control',
    description: /^Botón de paro de emergencia/,
    key: key('39121545', 'Paradas de emergencia'),
  },
  {
    category_id: 'automatizacion-y-control',
    description: /^Luz piloto/,
    key: key('39121534', 'Luces indicadoras o indicadores luminosos'),
  },
  {
    category_id: 'automatizacion-y-control',
    description: /^Interruptor de límite/,
    key: key('39122213', 'Interruptores de límite'),
  },
  {
    category_id: 'automatizacion-y-control',
    description: /^Microinterruptor/,
    key: key('39122243', 'Micro – interruptor'),
  },
  {
    category_id: 'motores-y-variadores',
    description: /^Variador de frecuencia/,
    key: key('39122001', 'Unidad ac invertida'),
  },
  {
    category_id: 'conectores-y-terminales',
    description: /^(Terminal|Zapata)/,
    key: key('39121405', 'Terminales de cable o alambre'),
  },
  {
    category_id: 'conectores-y-terminales',
    description: /^Conector de (palanca|tornillo partido)/,
    key: key('39121409', 'Conectores de cables eléctricos'),
  },
  {
    category_id: 'conectores-y-terminales',
    description: /^Conector de resorte/,
    key: key('39121423', 'Conectores de resorte'),
  },
  { category_id: 'medicion', description: /^Multímetro/, key: key('41113630', 'Multímetros') },
  { category_id: 'medicion', description: /^Pinza amperimétrica/, key: key('41113601', 'Amperímetros') },
  {
    category_id: 'medicion',
    description: /^Probador eléctrico/,
    key: key('41113681', 'Probador combi (voltaje, corriente, frecuencia y otras)'),
  },
  {
    category_id: 'medicion',
    description: /^Detector de tensión/,
    key: key('41113669', 'Detector de línea de voltaje'),
  },
  {
    category_id: 'medicion',
    description: /^Probador de resistencia de aislamiento/,
    key: key('41113628', 'Megohmetros'),
  },
  {
    category_id: 'medicion',
    description: /^Probador de contactos GFCI/,
    key: key('41113641', 'Probadores de circuitos gfi'),
  },
  {
    category_id: 'cintas-y-aislantes',
    description: /^Tubo termocontráctil/,
    key: key('39121723', 'Tubo encogible al calor'),
  },
];

/** The c_ClaveProdServ a demo product is stored with: its kind's own key, else its category's. */
export function demoSatProductKeyOf(product: {
  readonly category_id: string;
  readonly description: string;
}): TSatProductKey {
  const rule = DEMO_SAT_PRODUCT_KEY_RULES.find(
    (candidate) => candidate.category_id === product.category_id && candidate.description.test(product.description),
  );
  if (rule !== undefined) return rule.key;
  if (!Object.hasOwn(SAT_CATEGORY_PRODUCT_KEYS, product.category_id))
    throw new Error(`Categoría demo sin clave del SAT: ${product.category_id}`);
  return SAT_CATEGORY_PRODUCT_KEYS[product.category_id as TSatCategoryId];
}
