import {
  BUSINESS_UTC_OFFSET_MINUTES,
  DEFAULT_OFFER_TERMS,
  businessDayOf,
  defaultValidityDay,
  validUntilFromDay,
  type TQuoteRequestDetails,
} from '@voltia/domain';
import { demoRfcOf } from './demo-billing';
import { demoQuoteNumbers, type TDemoQuoteCounter } from './demo-quote-numbers';
import { DemoQuoteStory, demoCartLines, demoProductId, type TDemoQuote } from './demo-quote-story';
import { demoUserByUid, type TDemoUser } from './demo-users';

export type { TDemoOrder, TDemoQuote } from './demo-quote-story';
export type { TDemoQuoteCounter } from './demo-quote-numbers';

/**
 * The demo quotes (with the orders the accepted ones became) and the quote- and order-number
 * counters they leave behind.
 */
export interface TDemoQuotes {
  readonly quotes: readonly TDemoQuote[];
  readonly counters: readonly TDemoQuoteCounter[];
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const mariana = demoUserByUid('demo-staff-ventas');
const ricardo = demoUserByUid('demo-staff-ricardo');
const jorge = demoUserByUid('demo-customer-norte');
const sofia = demoUserByUid('demo-customer-bajio');
const laura = demoUserByUid('demo-customer-mendez');
const carlos = demoUserByUid('demo-customer-san-jose');

/** Who each customer buys for: what they confirm on every request. */
const COMPANIES: Readonly<Record<string, Pick<TQuoteRequestDetails, 'company' | 'tax_id' | 'delivery_city'>>> = {
  [jorge.uid]: {
    company: 'Constructora Norte S.A. de C.V.',
    tax_id: demoRfcOf(jorge.uid),
    delivery_city: 'Monterrey, N.L.',
  },
  [sofia.uid]: {
    company: 'Instalaciones Eléctricas del Bajío S.A. de C.V.',
    tax_id: 'IEB080615R73',
    delivery_city: 'León, Gto.',
  },
  [laura.uid]: {
    company: 'Industrias Méndez S.A. de C.V.',
    tax_id: demoRfcOf(laura.uid),
    delivery_city: 'Guadalajara, Jal.',
  },
  [carlos.uid]: { company: 'Hospital San José de Monterrey', tax_id: 'HSJ690514QT5', delivery_city: 'Monterrey, N.L.' },
};

function requestDetails(customer: TDemoUser, notes: string | null): TQuoteRequestDetails {
  const company = COMPANIES[customer.uid];
  if (company === undefined) throw new Error(`no demo company for ${customer.uid}`);
  return {
    contact_name: customer.profile.full_name,
    email: customer.email,
    phone: customer.profile.phone_1,
    ...company,
    notes,
  };
}

/**
 * The demo's clock, relative to `now`: `hoursAgo` for the last hours, `daysAgo(n, 'HH:MM')` for
 * office hours n calendar days back in the company's time zone, `dayFromNow(n)` for a validity day.
 */
function clock(now: Date) {
  const dayAt = (days: number) => businessDayOf(new Date(now.getTime() + days * DAY_MS));
  return {
    hoursAgo: (hours: number, minutes = 0) => new Date(now.getTime() - hours * HOUR_MS - minutes * MINUTE_MS),
    daysAgo: (days: number, time: string) => {
      if (days < 1) throw new RangeError('office hours of today may still be ahead; use hoursAgo');
      return new Date(Date.parse(`${dayAt(-days)}T${time}:00.000Z`) - BUSINESS_UTC_OFFSET_MINUTES * MINUTE_MS);
    },
    dayFromNow: dayAt,
  };
}

const NORTE_TERMS =
  `${DEFAULT_OFFER_TERMS} Entrega en obra (Av. Paseo de los Leones 2250, Cumbres, Monterrey) en dos envíos sin costo adicional; ` +
  'el cable se surte de existencia en nuestro almacén de Monterrey.';
const COPPER_TERMS = `${DEFAULT_OFFER_TERMS} Precios del cable sujetos a la cotización del cobre del día de la orden de compra.`;

/**
 * The sales inbox `npm run dev` starts with: quotes of four customers in every status of the
 * lifecycle, and the orders their accepted offers became in every status of the order's lifecycle
 * (Constructora Norte's delivered to both of its sites), dated relative to `now` so an offer sent
 * "ten days before it ends" stays valid whenever the seed runs. Deterministic for a given `now`.
 * Every quote is told through the quotes function's own steps (DemoQuoteStory), in submission
 * order, so the quote numbers follow it; the accepted ones were accepted in that same order, so
 * the order numbers follow the acceptances.
 */
export function buildDemoQuotes(now: Date): TDemoQuotes {
  const { hoursAgo, daysAgo, dayFromNow } = clock(now);
  const numbers = demoQuoteNumbers();
  const story = DemoQuoteStory.start;

  // 1 · Expired: sent with the usual 15 days; nobody answered and the hourly run closed it.
  const expiredSentAt = daysAgo(43, '12:10');
  const expiredDay = defaultValidityDay(expiredSentAt);
  const mendezExpired = story({
    id: 'demo-quote-mendez-vencida',
    customer: laura,
    alias: 'Variadores para bombas de agua',
    createdAt: daysAgo(45, '09:05'),
    lines: demoCartLines([
      ['ATV320U40N4C', 2],
      ['ACS580-01-12A7-4', 1],
      ['W22P-10HP-4P-215T', 2],
    ]),
  })
    .submit(
      requestDetails(laura, 'Para el cárcamo de bombeo de la planta 2. Favor de indicar tiempo de entrega.'),
      numbers,
      daysAgo(45, '09:20'),
    )
    .take(mariana, daysAgo(44, '10:00'))
    .price(mariana, daysAgo(44, '13:30'))
    .send(mariana, expiredDay, DEFAULT_OFFER_TERMS, expiredSentAt)
    .expire(new Date(validUntilFromDay(expiredDay).getTime() + 1 + 17 * MINUTE_MS))
    .done();

  // Accepted by the demo customer for his Monterrey Centro site, then prepared, shipped and delivered.
  const norteDeliveredCentro = story({
    id: 'demo-quote-norte-entregado-centro',
    customer: jorge,
    alias: 'Cableado de la torre, primera etapa',
    createdAt: daysAgo(44, '10:15'),
    lines: demoCartLines([
      ['CDX-VXXI-12NG-100', 10],
      ['CDX-VXXI-12BL-100', 10],
      ['CDX-VXXI-12VD-100', 6],
      ['QO8-LS', 4],
      ['QO120', 24],
      ['RYM-PD19-3M', 60],
    ]),
  })
    .submit(
      requestDetails(jorge, 'Primera etapa de la obra de Av. Constitución: cableado de cuatro niveles.'),
      numbers,
      daysAgo(44, '10:40'),
    )
    .take(mariana, daysAgo(43, '09:05'))
    .price(mariana, daysAgo(43, '11:20'))
    .send(mariana, defaultValidityDay(daysAgo(42, '10:30')), DEFAULT_OFFER_TERMS, daysAgo(42, '10:30'))
    .accept(
      jorge,
      {
        purchase_order_number: 'OC-CN-1187',
        purchase_order_date: dayFromNow(-41),
        delivery_site_id: 'obra-monterrey-centro',
        metodo_pago: 'PPD',
        forma_pago: '99',
      },
      numbers,
      daysAgo(40, '12:15'),
    )
    .moveOrder(mariana, { type: 'prepare' }, daysAgo(40, '16:00'))
    .moveOrder(
      mariana,
      { type: 'ship', carrier: 'Paquetexpress', tracking_number: 'PQX-7730-2145-08' },
      daysAgo(39, '08:30'),
    )
    .moveOrder(mariana, { type: 'deliver' }, daysAgo(38, '13:10'))
    .done();

  // 2 · Rejected by the customer, with a reason.
  const sanJoseRejected = story({
    id: 'demo-quote-san-jose-rechazada',
    customer: carlos,
    alias: 'Iluminación del estacionamiento',
    createdAt: daysAgo(33, '10:40'),
    lines: demoCartLines([
      ['FL-PFM-100W-840', 24],
      ['FL-PFM-50W-840', 16],
      ['VKN-UR-3X12-R100', 4],
    ]),
  })
    .submit(
      requestDetails(carlos, 'Estacionamiento norte, 3 niveles. Facturar a nombre del hospital.'),
      numbers,
      daysAgo(33, '11:02'),
    )
    .take(ricardo, daysAgo(32, '09:25'))
    .price(ricardo, daysAgo(32, '12:10'))
    .send(ricardo, dayFromNow(-17), DEFAULT_OFFER_TERMS, daysAgo(31, '16:45'))
    .move(
      carlos,
      {
        type: 'reject',
        reason:
          'Elegimos otra propuesta con luminarias de mayor potencia para el nivel de azotea. Gracias por la atención.',
      },
      daysAgo(28, '13:15'),
    )
    .done();

  // Accepted by the demo customer for his Apodaca warehouse, after asking on the thread, and delivered there.
  const norteDeliveredApodaca = story({
    id: 'demo-quote-norte-entregado-apodaca',
    customer: jorge,
    alias: 'Alumbrado de la nave y el patio',
    createdAt: daysAgo(30, '08:45'),
    lines: demoCartLines([
      ['BY698P-LED150-NW', 16],
      ['FL-PFM-100W-840', 6],
      ['VKN-UR-3X12-R100', 3],
      ['QO230', 4],
    ]),
  })
    .submit(
      requestDetails(jorge, 'Alumbrado de la nave y del patio de maniobras de la bodega.'),
      numbers,
      daysAgo(30, '09:10'),
    )
    .take(ricardo, daysAgo(29, '10:20'))
    .price(ricardo, daysAgo(29, '12:40'))
    .send(ricardo, defaultValidityDay(daysAgo(28, '09:50')), DEFAULT_OFFER_TERMS, daysAgo(28, '09:50'))
    .message(
      jorge,
      '¿Pueden entregar el alumbrado en nuestra bodega de Apodaca? Recibe Gabriela Salinas.',
      daysAgo(27, '18:10'),
    )
    .message(
      ricardo,
      'Sí, Jorge: entregamos en la bodega sin costo. Al aceptar, elija el sitio «Bodega Apodaca».',
      daysAgo(26, '09:05'),
    )
    .accept(
      jorge,
      {
        purchase_order_number: 'OC-CN-1204',
        purchase_order_date: dayFromNow(-26),
        delivery_site_id: 'bodega-apodaca',
        metodo_pago: 'PUE',
        forma_pago: '03',
      },
      numbers,
      daysAgo(26, '11:30'),
    )
    .moveOrder(ricardo, { type: 'prepare' }, daysAgo(26, '15:10'))
    .moveOrder(
      ricardo,
      { type: 'ship', carrier: 'Transportes Castores', tracking_number: 'CAS-MTY-558120' },
      daysAgo(25, '09:30'),
    )
    .moveOrder(ricardo, { type: 'deliver' }, daysAgo(24, '12:05'))
    .done();

  // 3 · Accepted: Ricardo added pilot lights the customer had not asked for, and she took the offer
  // with her purchase order of the day before, for her Guadalajara plant; the order was prepared
  // the next morning, shipped and delivered.
  const mendezAccepted = story({
    id: 'demo-quote-mendez-aceptada',
    customer: laura,
    alias: 'Arrancadores para compresores',
    createdAt: daysAgo(22, '08:50'),
    lines: demoCartLines([
      ['8536SCG3V02', 3],
      ['W22P-5HP-4P-184T', 3],
      ['GV2ME16', 3],
    ]),
  })
    .submit(requestDetails(laura, 'Tres compresores de 5 HP, línea de pintura.'), numbers, daysAgo(22, '09:12'))
    .take(ricardo, daysAgo(21, '09:40'))
    .editDesk(ricardo, [{ op: 'add_line', product_id: demoProductId('XB5AVM3'), quantity: 3 }], daysAgo(21, '11:05'))
    .price(ricardo, daysAgo(21, '11:30'))
    .send(ricardo, dayFromNow(-5), DEFAULT_OFFER_TERMS, daysAgo(20, '10:15'))
    .accept(
      laura,
      {
        purchase_order_number: 'OC-4471',
        purchase_order_date: dayFromNow(-16),
        delivery_site_id: 'planta-guadalajara',
        metodo_pago: 'PUE',
        forma_pago: '03',
      },
      numbers,
      daysAgo(15, '17:20'),
    )
    .message(
      laura,
      'Gracias, Ricardo. Les enviamos la orden de compra OC-4471 por correo; ¿nos confirman la fecha de entrega?',
      daysAgo(15, '17:24'),
    )
    .message(ricardo, 'Recibida, Laura. Entregamos en su planta el jueves por la mañana.', daysAgo(14, '09:05'))
    .moveOrder(ricardo, { type: 'prepare' }, daysAgo(14, '10:00'))
    .moveOrder(
      ricardo,
      { type: 'ship', carrier: 'Paquetexpress', tracking_number: 'PQX-7731-0962-41' },
      daysAgo(13, '17:30'),
    )
    .moveOrder(ricardo, { type: 'deliver' }, daysAgo(11, '10:15'))
    .done();

  // 4 · Sent and past its validity (yesterday): still `sent`, since the hourly run has not come by,
  // and the domain refuses to accept it.
  const bajioPastValidity = story({
    id: 'demo-quote-bajio-vigencia-pasada',
    customer: sofia,
    alias: 'Bodega Puerto Interior',
    createdAt: daysAgo(19, '10:55'),
    lines: demoCartLines([
      ['VKN-THWLS-14-NG-R100', 20],
      ['VKN-THWLS-14-BL-R100', 20],
      ['221-412', 10],
      ['TEMFLEX-1700-NG', 50],
    ]),
  })
    .submit(requestDetails(sofia, null), numbers, daysAgo(19, '11:20'))
    .take(mariana, daysAgo(18, '09:35'))
    .price(mariana, daysAgo(18, '10:20'))
    .send(mariana, dayFromNow(-1), COPPER_TERMS, daysAgo(16, '12:40'))
    .done();

  // Accepted, then cancelled by Ricardo in preparation at the customer's request, with the reason.
  const mendezOrderCancelled = story({
    id: 'demo-quote-mendez-cancelado',
    customer: laura,
    alias: 'Ampliación línea 4',
    createdAt: daysAgo(14, '09:30'),
    lines: demoCartLines([
      ['LC1D25M7', 4],
      ['LRD22', 4],
      ['NSYS3D6425', 1],
      ['XB5AA31', 8],
    ]),
  })
    .submit(
      requestDetails(laura, 'Arrancadores para la nueva línea 4; el proyecto arranca el mes próximo.'),
      numbers,
      daysAgo(14, '09:50'),
    )
    .take(ricardo, daysAgo(13, '09:15'))
    .price(ricardo, daysAgo(13, '11:00'))
    .send(ricardo, defaultValidityDay(daysAgo(13, '12:30')), DEFAULT_OFFER_TERMS, daysAgo(13, '12:30'))
    .accept(
      laura,
      {
        purchase_order_number: 'OC-4502',
        purchase_order_date: dayFromNow(-11),
        delivery_site_id: 'planta-guadalajara',
        metodo_pago: 'PUE',
        forma_pago: '03',
      },
      numbers,
      daysAgo(11, '16:45'),
    )
    .moveOrder(ricardo, { type: 'prepare' }, daysAgo(10, '09:20'))
    .message(
      laura,
      'Ricardo, el proyecto de la línea 4 se pospuso al próximo trimestre. ¿Podemos cancelar la orden OC-4502?',
      daysAgo(10, '12:05'),
    )
    .message(
      ricardo,
      'Claro, Laura. La cancelo hoy mismo; cuando retomen el proyecto les actualizamos la cotización.',
      daysAgo(10, '12:40'),
    )
    .moveOrder(
      ricardo,
      {
        type: 'cancel',
        reason:
          'A petición de la cliente: el proyecto de la línea 4 se pospuso al próximo trimestre y cancelan su orden de compra OC-4502.',
      },
      daysAgo(10, '12:45'),
    )
    .done();

  // 5 · Cancelled by the customer while staff were pricing it.
  const norteCancelled = story({
    id: 'demo-quote-norte-cancelada',
    customer: jorge,
    alias: 'Obra San Pedro, acabados',
    createdAt: daysAgo(12, '16:10'),
    lines: demoCartLines([
      ['MS2001B', 60],
      ['MS2025B', 120],
      ['MS4803B', 60],
    ]),
  })
    .submit(requestDetails(jorge, 'Acabados de 20 departamentos, torre B.'), numbers, daysAgo(12, '16:32'))
    .take(mariana, daysAgo(11, '09:10'))
    .price(mariana, daysAgo(11, '10:45'), ['MS2001B', 'MS2025B'])
    .move(
      jorge,
      { type: 'cancel', reason: 'El desarrollador pospuso la etapa de acabados; volveremos a cotizar más adelante.' },
      daysAgo(9, '18:05'),
    )
    .done();

  // Accepted by the demo customer for his Monterrey Centro site, and on its way with the carrier's tracking number.
  const norteShipped = story({
    id: 'demo-quote-norte-enviado',
    customer: jorge,
    alias: 'Tableros de los niveles 3 y 4',
    createdAt: daysAgo(10, '11:10'),
    lines: demoCartLines([
      ['NQ304AB100S', 2],
      ['QO12-L125S', 4],
      ['QO220', 8],
      ['VKN-XHHW2-2-NG', 120],
      ['LCA2-14-Q', 24],
    ]),
  })
    .submit(
      requestDetails(jorge, 'Tableros de los niveles 3 y 4; recibe el Ing. Treviño en la obra.'),
      numbers,
      daysAgo(10, '11:35'),
    )
    .take(mariana, daysAgo(9, '09:30'))
    .price(mariana, daysAgo(9, '10:50'))
    .send(mariana, defaultValidityDay(daysAgo(8, '13:00')), DEFAULT_OFFER_TERMS, daysAgo(8, '13:00'))
    .accept(
      jorge,
      {
        purchase_order_number: 'OC-CN-1262',
        purchase_order_date: dayFromNow(-6),
        delivery_site_id: 'obra-monterrey-centro',
        metodo_pago: 'PPD',
        forma_pago: '99',
      },
      numbers,
      daysAgo(6, '10:20'),
    )
    .moveOrder(mariana, { type: 'prepare' }, daysAgo(5, '09:00'))
    .moveOrder(
      mariana,
      { type: 'ship', carrier: 'Paquetexpress', tracking_number: 'PQX-7735-4478-13' },
      daysAgo(1, '15:30'),
    )
    .done();

  // Accepted for her El Salto plant; Ricardo's team is preparing it.
  const mendezPreparing = story({
    id: 'demo-quote-mendez-preparacion',
    customer: laura,
    alias: 'Tableros de control, planta 2',
    createdAt: daysAgo(9, '12:00'),
    lines: demoCartLines([
      ['NSYS3D6425', 2],
      ['LC1D32M7', 4],
      ['GV2ME16', 4],
      ['XB5AVM3', 4],
      ['XB5AA31', 4],
    ]),
  })
    .submit(
      requestDetails(laura, 'Dos tableros de control para las bombas del cárcamo de la planta 2.'),
      numbers,
      daysAgo(9, '12:20'),
    )
    .take(ricardo, daysAgo(8, '09:40'))
    .price(ricardo, daysAgo(8, '11:10'))
    .send(ricardo, defaultValidityDay(daysAgo(7, '10:00')), DEFAULT_OFFER_TERMS, daysAgo(7, '10:00'))
    .accept(
      laura,
      {
        purchase_order_number: 'OC-4519',
        purchase_order_date: dayFromNow(-4),
        delivery_site_id: 'planta-2-el-salto',
        metodo_pago: 'PUE',
        forma_pago: '03',
      },
      numbers,
      daysAgo(4, '13:30'),
    )
    .moveOrder(ricardo, { type: 'prepare' }, daysAgo(3, '09:15'))
    .done();

  // 6 · Information requested by Ricardo, with the customer's first reply on the thread.
  const sanJoseInfo = story({
    id: 'demo-quote-san-jose-informacion',
    customer: carlos,
    alias: 'Remodelación de quirófanos, piso 3',
    createdAt: daysAgo(8, '15:40'),
    lines: demoCartLines([
      ['RC065B-LED40S-6060', 48],
      ['GFNT1-W', 30],
      ['NQ304AB100S', 2],
      ['QO120', 40],
    ]),
  })
    .submit(
      requestDetails(carlos, 'Obra en horario nocturno; entregar en el andén de mantenimiento.'),
      numbers,
      daysAgo(8, '16:05'),
    )
    .take(ricardo, daysAgo(7, '09:10'))
    .price(ricardo, daysAgo(7, '09:45'), ['GFNT1-W', 'QO120'])
    .move(
      ricardo,
      {
        type: 'request_info',
        message:
          '¿Los paneles de 60 x 60 van en plafón de retícula o de tablaroca? Y para los tableros NQ, ¿necesitan interruptor principal o bastan zapatas principales?',
      },
      daysAgo(7, '10:05'),
    )
    .message(
      carlos,
      'Buenos días, Ricardo. Lo consulto con el área de mantenimiento y le respondo a más tardar el viernes.',
      daysAgo(6, '08:50'),
    )
    .message(ricardo, 'Gracias, Carlos. Quedo pendiente; el resto de la cotización ya está listo.', daysAgo(6, '09:30'))
    .done();

  // 7 · Sent and still valid (ten days from now): the demo customer can accept it.
  const norteSent = story({
    id: 'demo-quote-norte-enviada',
    customer: jorge,
    alias: 'Obra Cumbres, acometida y tableros',
    createdAt: daysAgo(7, '12:05'),
    lines: demoCartLines([
      ['CDX-VXXI-10NG-100', 8],
      ['CDX-VXXI-10BL-100', 8],
      ['CDX-VXXI-10VD-100', 4],
      ['QO12-L125S', 2],
      ['QO230', 6],
      ['RYM-PG25-3M', 40],
    ]),
  })
    .submit(
      requestDetails(jorge, 'Entrega en obra: Av. Paseo de los Leones 2250, Cumbres.'),
      numbers,
      daysAgo(7, '12:30'),
    )
    .take(mariana, daysAgo(6, '09:00'))
    .price(mariana, daysAgo(6, '10:15'))
    .message(jorge, '¿El flete a la obra está incluido? Necesitamos recibir en dos entregas.', daysAgo(5, '13:10'))
    .editDesk(
      mariana,
      [{ op: 'set_line', product_id: demoProductId('CDX-VXXI-10NG-100'), discount_bp: 800 }],
      daysAgo(5, '16:40'),
    )
    .send(mariana, dayFromNow(10), NORTE_TERMS, daysAgo(4, '11:00'))
    .message(
      mariana,
      'Sí, Jorge: el flete y las dos entregas van incluidos; lo dejé en los términos de la cotización.',
      daysAgo(4, '11:05'),
    )
    .done();

  // 8 · The oldest request nobody has answered (kept from the first demo).
  const norteRequested = story({
    id: 'demo-quote-norte-solicitada',
    customer: jorge,
    createdAt: daysAgo(6, '09:20'),
    lines: demoCartLines([
      ['CDX-VXXI-14VD-100', 12],
      ['VKN-XHHW2-2-NG', 4],
      ['LRD12', 50],
    ]),
  })
    .submit(
      requestDetails(jorge, 'Entrega en obra, calle Zaragoza 410. Horario de 8 a 14 h.'),
      numbers,
      daysAgo(6, '09:42'),
    )
    .done();

  // Accepted yesterday by the demo customer for his Apodaca warehouse: a confirmed order staff can move on.
  const norteConfirmed = story({
    id: 'demo-quote-norte-confirmado',
    customer: jorge,
    alias: 'Contactos y apagadores de oficinas',
    createdAt: daysAgo(5, '10:30'),
    lines: demoCartLines([
      ['5601-2W', 30],
      ['16252-W', 50],
      ['80401-W', 30],
      ['GFNT1-W', 6],
    ]),
  })
    .submit(requestDetails(jorge, 'Oficinas de la bodega: 30 apagadores y 50 contactos.'), numbers, daysAgo(5, '10:50'))
    .take(mariana, daysAgo(4, '09:20'))
    .price(mariana, daysAgo(4, '10:05'))
    .send(mariana, defaultValidityDay(daysAgo(3, '12:15')), DEFAULT_OFFER_TERMS, daysAgo(3, '12:15'))
    .accept(
      jorge,
      {
        purchase_order_number: 'OC-CN-1279',
        purchase_order_date: dayFromNow(-1),
        delivery_site_id: 'bodega-apodaca',
        metodo_pago: 'PPD',
        forma_pago: '99',
      },
      numbers,
      daysAgo(1, '17:40'),
    )
    .done();

  // 9 · In review: Mariana priced half of it, corrected a price and left herself a note.
  const mendezReview = story({
    id: 'demo-quote-mendez-revision',
    customer: laura,
    alias: 'Mantenimiento línea de envasado',
    createdAt: daysAgo(2, '10:05'),
    lines: demoCartLines([
      ['LC1D18M7', 6],
      ['LRD21', 6],
      ['GV2ME14', 4],
      ['XB5AA31', 12],
      ['XB5AS8445', 6],
      ['NSYS3D4420', 2],
    ]),
  })
    .submit(
      requestDetails(laura, 'Paro programado de la línea 3; necesitamos el material antes del día 28.'),
      numbers,
      daysAgo(2, '10:30'),
    )
    .take(mariana, daysAgo(1, '09:15'))
    .price(mariana, daysAgo(1, '10:00'), ['LC1D18M7', 'LRD21', 'GV2ME14'])
    .editDesk(
      mariana,
      [
        { op: 'set_line', product_id: demoProductId('LRD21'), discount_bp: 1000 },
        { op: 'set_line', product_id: demoProductId('GV2ME14'), delivery_days: 10 },
        {
          op: 'set_notes',
          internal_notes:
            'Pedir a Schneider disponibilidad del GV2ME14. Compran cada trimestre: se puede mejorar el descuento si confirman antes del viernes.',
        },
      ],
      daysAgo(1, '12:20'),
    )
    .done();

  // 10 · A request from three hours ago, not taken yet.
  const bajioRequested = story({
    id: 'demo-quote-bajio-solicitada',
    customer: sofia,
    createdAt: hoursAgo(3, 25),
    lines: demoCartLines([
      ['CDX-VXXI-12NG-100', 10],
      ['CDX-VXXI-12BL-100', 10],
      ['QO120', 24],
      ['QO8-LS', 6],
      ['RYM-PD19-3M', 80],
    ]),
  })
    .submit(requestDetails(sofia, 'Fraccionamiento Los Olivos, etapa 2: 6 casas.'), numbers, hoursAgo(3))
    .done();

  // A list the demo customer keeps for a site (kept from the first demo): a draft, never submitted.
  const norteList = story({
    id: 'demo-quote-norte-obra-centro',
    customer: jorge,
    alias: 'Obra Monterrey Centro',
    createdAt: daysAgo(3, '11:05'),
    lines: demoCartLines([
      ['CDX-VXXI-12VD-100', 6],
      ['QO220', 2],
    ]),
  }).done();

  return {
    quotes: [
      mendezExpired,
      norteDeliveredCentro,
      sanJoseRejected,
      norteDeliveredApodaca,
      mendezAccepted,
      bajioPastValidity,
      mendezOrderCancelled,
      norteCancelled,
      norteShipped,
      mendezPreparing,
      sanJoseInfo,
      norteSent,
      norteRequested,
      norteConfirmed,
      mendezReview,
      bajioRequested,
      norteList,
    ],
    counters: numbers.counters(),
  };
}
