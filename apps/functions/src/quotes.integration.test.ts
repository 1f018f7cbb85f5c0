import { newQuote, unwrapResult } from '@voltia/domain';
import type { TCartLine, TQuoteDocument } from '@voltia/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Auth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteToFirestore } from './quotes/quote-firestore-data';
import {
  emulatorLinkEmail,
  emulatorSignUp,
  emulatorSignUpAnonymously,
  emulatorVerifiedSession,
  uniqueEmail,
} from './testing/auth-emulator';
import type { TEmulatorSession } from './testing/auth-emulator';
import { BURST_TIMEOUT_MS, burst, expectBurstHeld } from './testing/burst';
import { emulatorCatalogue } from './testing/emulator-catalogue';
import { catalogueFactsOf, makeCartLine, makeQuote, makeRequestDetailsInput, T0 } from '@voltia/domain/testing';
import { sinkMessages } from './testing/smtp-sink-messages';
import { uniqueSuffix } from './testing/stats-event-factories';
import { ACCEPT_MOVE } from './testing/customer-billing';
import { emulatorFunctionUrl, instanceFunctionUrl } from './testing/function-urls';
import { quoteSubmitRateKey } from './quotes/quote-submit-rate';

// Runs under scripts/emulators.mjs: the quotes function verifies Auth emulator ID tokens, reads and
// writes the Firestore emulator, and mails the staff inbox through the SMTP sink. Quotes are
// written here with the Admin SDK as the storefront's rules-checked writes would leave them.
const projectId = process.env.GCLOUD_PROJECT ?? '';
const quotesUrl = emulatorFunctionUrl('quotes');
const STOREFRONT = 'http://localhost:3000';
const STAFF_INBOX = 'ventas@voltia.example';

let app: App;
let auth: Auth;
let db: Firestore;

const catalogue = emulatorCatalogue(() => db);
// The lines storeQuote puts in a cart: products of this file's own catalogue, published.
const CART_LINES = [1, 2].map((i) => makeCartLine({ product_id: `q-int-${uniqueSuffix()}-${i}`, quantity: i * 2 }));

beforeAll(async () => {
  app = initializeApp({ projectId }, `quotes-integration-${uniqueSuffix()}`);
  auth = getAuth(app);
  db = getFirestore(app);
  await Promise.all(CART_LINES.map((line) => catalogue.put(line.product_id, catalogueFactsOf(line))));
  await fetch(`${quotesUrl}/claim`, { method: 'OPTIONS', headers: { Origin: STOREFRONT } });
}, 60_000);

afterAll(async () => {
  await catalogue.clear();
  await deleteApp(app);
});

type TAnswer = {
  status: number;
  body: {
    quoteId?: string;
    status?: string;
    alreadyClaimed?: true;
    alreadySubmitted?: true;
    alreadyRequoted?: true;
    quote_number?: string;
    error?: { code: string; message: string; fields?: string[]; items?: string[] };
  };
};

function rawPost(
  route: string,
  body: unknown,
  session: TEmulatorSession | undefined,
  url = quotesUrl,
): Promise<Response> {
  return fetch(`${url}${route}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: STOREFRONT,
      ...(session === undefined ? {} : { Authorization: `Bearer ${session.idToken}` }),
    },
    body: JSON.stringify(body),
  });
}

async function post(route: string, body: unknown, session: TEmulatorSession | undefined): Promise<TAnswer> {
  const res = await rawPost(route, body, session);
  return { status: res.status, body: (await res.json()) as TAnswer['body'] };
}

const cartOf = (quoteId: string) => db.collection('quote-detail').doc(quoteId).collection('cart');

/**
 * A quote as the storefront creates it (anonymous without a name) under a fresh id, holding the
 * first `lines` of CART_LINES, or the given lines as the storefront would have written them.
 */
async function storeQuote(
  ownerUid: string,
  options: { customerName?: string; lines?: number | readonly TCartLine[] } = {},
): Promise<string> {
  const quoteId = `q-${uniqueSuffix()}${uniqueSuffix()}`;
  const quote = unwrapResult(
    newQuote({
      ownerUid,
      now: new Date(),
      kind: 'cart',
      ...(options.customerName === undefined ? {} : { customerName: options.customerName }),
    }),
  );
  await db.collection('quote-detail').doc(quoteId).set(quoteToFirestore(quote));
  const lines = typeof options.lines === 'object' ? options.lines : CART_LINES.slice(0, options.lines ?? 1);
  for (const line of lines) await cartOf(quoteId).doc(line.product_id).set(line);
  return quoteId;
}

async function storedLines(quoteId: string): Promise<Record<string, unknown>[]> {
  return (await cartOf(quoteId).get()).docs.map((doc) => doc.data());
}

async function stored(
  quoteId: string,
): Promise<Record<string, unknown> & Partial<Pick<TQuoteDocument, 'owner' | 'isAnonymous' | 'customer' | 'status'>>> {
  return (await db.collection('quote-detail').doc(quoteId).get()).data() ?? {};
}

const customer = (name = 'Jorge Treviño') => emulatorSignUp(uniqueEmail(), undefined, name);
const staffMailsAbout = async (quoteId: string) =>
  (await sinkMessages(STAFF_INBOX)).filter((message) => message.text.includes(quoteId));

describe('POST /claim through the emulators', () => {
  it('a registration that linked the anonymous user (uid kept) claims its cart, named after the profile; again is a no-op', async () => {
    const visitor = await emulatorSignUpAnonymously();
    const quoteId = await storeQuote(visitor.uid);
    const account = await emulatorLinkEmail(visitor.idToken, uniqueEmail());
    expect(account.uid).toBe(visitor.uid);
    await db.collection('profile-user').doc(account.uid).set({ user_id: account.uid, full_name: 'Ana Enlazada' });

    const res = await post('/claim', { quoteId }, account);
    expect(res).toEqual({ status: 200, body: { quoteId, status: 'draft' } });
    expect(await stored(quoteId)).toMatchObject({
      isAnonymous: false,
      owner: account.uid,
      customer: { id: account.uid, nameOfClient: 'Ana Enlazada' },
      status: 'draft',
    });
    expect((await post('/claim', { quoteId }, account)).body).toEqual({
      quoteId,
      status: 'draft',
      alreadyClaimed: true,
    });
  });

  it('sign-in to an existing account moves the cart with the anonymous user ID token', async () => {
    const visitor = await emulatorSignUpAnonymously();
    const quoteId = await storeQuote(visitor.uid);
    const account = await customer();
    await db.collection('profile-user').doc(account.uid).set({ user_id: account.uid, full_name: 'Jorge Treviño' });
    const res = await post('/claim', { quoteId, anonymousIdToken: visitor.idToken }, account);
    expect(res).toEqual({ status: 200, body: { quoteId, status: 'draft' } });
    expect(await stored(quoteId)).toMatchObject({
      isAnonymous: false,
      owner: account.uid,
      customer: { id: account.uid, nameOfClient: 'Jorge Treviño' },
    });
  });

  it('attack: another anonymous user token does not prove the cart: 404 as for no quote, unchanged', async () => {
    const victim = await emulatorSignUpAnonymously();
    const attackerVisitor = await emulatorSignUpAnonymously();
    const quoteId = await storeQuote(victim.uid);
    const res = await post('/claim', { quoteId, anonymousIdToken: attackerVisitor.idToken }, await customer());
    expect(res).toEqual({
      status: 404,
      body: {
        error: {
          code: 'firestore/not-found',
          message: 'No encontramos lo que buscas. Es posible que se haya eliminado.',
        },
      },
    });
    expect(await stored(quoteId)).toMatchObject({ isAnonymous: true, owner: victim.uid });
  });

  it('attack: a claim of someone else anonymous cart without a token: 404 as for no quote', async () => {
    const victim = await emulatorSignUpAnonymously();
    const quoteId = await storeQuote(victim.uid);
    const res = await post('/claim', { quoteId }, await customer());
    expect(res).toEqual({
      status: 404,
      body: {
        error: {
          code: 'firestore/not-found',
          message: 'No encontramos lo que buscas. Es posible que se haya eliminado.',
        },
      },
    });
    expect((await stored(quoteId)).owner).toBe(victim.uid);
  });

  it('attack: a claim of another account quote, even with a valid anonymous token: 404 as for no quote', async () => {
    const owner = await customer('Dueña');
    const quoteId = await storeQuote(owner.uid, { customerName: 'Dueña' });
    const attacker = await customer('Intruso');
    const res = await post(
      '/claim',
      { quoteId, anonymousIdToken: (await emulatorSignUpAnonymously()).idToken },
      attacker,
    );
    expect(res).toEqual({
      status: 404,
      body: {
        error: {
          code: 'firestore/not-found',
          message: 'No encontramos lo que buscas. Es posible que se haya eliminado.',
        },
      },
    });
    expect(await stored(quoteId)).toMatchObject({
      owner: owner.uid,
      customer: { id: owner.uid, nameOfClient: 'Dueña' },
    });
  });

  it('attack: an anonymous caller cannot claim: 403 auth/sign-in-required', async () => {
    const victim = await emulatorSignUpAnonymously();
    const quoteId = await storeQuote(victim.uid);
    const attacker = await emulatorSignUpAnonymously();
    const res = await post('/claim', { quoteId, anonymousIdToken: victim.idToken }, attacker);
    expect(res.status).toBe(403);
    expect(res.body.error?.code).toBe('auth/sign-in-required');
    expect((await stored(quoteId)).owner).toBe(victim.uid);
  });

  it('no ID token: 401', async () => {
    const res = await post('/claim', { quoteId: 'q-any' }, undefined);
    expect(res.status).toBe(401);
    expect(res.body.error?.code).toBe('firestore/unauthenticated');
  });

  it('a session revoked after its token was issued, or a disabled account: 401, the cart stays', async () => {
    const revoked = await emulatorVerifiedSession(auth);
    const disabled = await emulatorVerifiedSession(auth);
    const visitor = await emulatorSignUpAnonymously();
    const quoteId = await storeQuote(visitor.uid);
    // Revocation counts in whole seconds from the token's sign-in time.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await auth.revokeRefreshTokens(revoked.uid);
    await auth.updateUser(disabled.uid, { disabled: true });

    for (const session of [revoked, disabled]) {
      const res = await post('/claim', { quoteId, anonymousIdToken: visitor.idToken }, session);
      expect(res.status).toBe(401);
      expect(res.body.error?.code).toBe('firestore/unauthenticated');
    }
    expect((await stored(quoteId)).owner).toBe(visitor.uid);
  });
});

describe('POST /submit through the emulators', () => {
  it("submitting twice records one request, sends the staff inbox one mail and the customer's contact one confirmation", async () => {
    const account = await customer('Jorge Treviño');
    const quoteId = await storeQuote(account.uid, { customerName: 'Jorge Treviño', lines: 2 });
    const contact = uniqueEmail('compras');
    const first = await post('/submit', { quoteId, details: makeRequestDetailsInput({ email: contact }) }, account);
    expect(first).toEqual({
      status: 200,
      body: { quoteId, status: 'requested', quote_number: expect.stringMatching(/^COT-\d{4}-\d{6}$/) },
    });
    const second = await post(
      '/submit',
      { quoteId, details: makeRequestDetailsInput({ email: contact, company: 'Otra' }) },
      account,
    );
    expect(second).toEqual({
      status: 200,
      body: { quoteId, status: 'requested', alreadySubmitted: true, quote_number: first.body.quote_number },
    });

    const data = await stored(quoteId);
    expect(data).toMatchObject({
      status: 'requested',
      request_details: { company: 'Constructora Norte', phone: '+525512345678' },
    });
    expect(data.submitted_at).toBeDefined();
    const mails = await staffMailsAbout(quoteId);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Nueva solicitud de cotización ${first.body.quote_number}: Constructora Norte`);
    expect(mails[0]?.text).toContain('Cliente: Jorge Treviño');
    expect(mails[0]?.text).toContain(
      `- 2 × Contactor tripolar 25 A bobina 220 V AC (SKU ${CART_LINES[0]?.sku}, Siemens)`,
    );
    expect(mails[0]?.text).toContain('- 4 × ');
    expect(mails[0]?.text).toContain(`http://localhost:3000/cotizacion/${quoteId}`);

    const confirmations = await sinkMessages(contact);
    expect(confirmations.map((mail) => mail.subject)).toEqual([`Recibimos tu solicitud ${first.body.quote_number}`]);
    expect(confirmations[0]?.text).toContain(
      `- 2 × Contactor tripolar 25 A bobina 220 V AC (SKU ${CART_LINES[0]?.sku}, Siemens)`,
    );
    expect(confirmations[0]?.text).toContain(`http://localhost:3000/b2b/cotizaciones/${quoteId}`);
  });

  it('attack: submitting on behalf of another user: 404 as for no quote, still a draft, no mail', async () => {
    const owner = await customer();
    const quoteId = await storeQuote(owner.uid, { customerName: 'Jorge Treviño' });
    const res = await post('/submit', { quoteId, details: makeRequestDetailsInput() }, await customer('Intruso'));
    expect(res).toEqual({
      status: 404,
      body: {
        error: {
          code: 'firestore/not-found',
          message: 'No encontramos lo que buscas. Es posible que se haya eliminado.',
        },
      },
    });
    expect((await stored(quoteId)).status).toBe('draft');
    expect(await staffMailsAbout(quoteId)).toEqual([]);
  });

  it('an empty cart: 409 quote/empty with the Spanish message, no mail', async () => {
    const account = await customer();
    const quoteId = await storeQuote(account.uid, { customerName: 'Jorge Treviño', lines: 0 });
    const res = await post('/submit', { quoteId, details: makeRequestDetailsInput() }, account);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'quote/empty', message: 'Agrega al menos un producto antes de continuar.' });
    expect((await stored(quoteId)).status).toBe('draft');
    expect(await staffMailsAbout(quoteId)).toEqual([]);
  });
});

describe('POST /submit checks every line against the catalogue', () => {
  it('a real product under a forged SKU, description and brand: the stored lines and the staff mail carry the catalogue ones', async () => {
    const account = await customer();
    const truth = CART_LINES[0] as TCartLine;
    const forged = { ...truth, sku: 'GRATIS-1', sku_description: 'Contactor (precio acordado: $1)', brand: 'Otra' };
    const quoteId = await storeQuote(account.uid, {
      customerName: 'Jorge Treviño',
      lines: [forged, CART_LINES[1] as TCartLine],
    });

    expect(await post('/submit', { quoteId, details: makeRequestDetailsInput() }, account)).toMatchObject({
      status: 200,
      body: { quoteId, status: 'requested' },
    });
    expect(await storedLines(quoteId)).toEqual(expect.arrayContaining([truth, CART_LINES[1]]));
    const [mail] = await staffMailsAbout(quoteId);
    expect(mail?.text).toContain(`- ${truth.quantity} × ${truth.sku_description} (SKU ${truth.sku}, ${truth.brand})`);
    expect(mail?.text).not.toContain('GRATIS-1');
    expect(mail?.html).not.toContain('precio acordado');
  });

  it('a made-up product and an unpublished one: 409 naming both, nothing written, no mail', async () => {
    const account = await customer();
    const madeUp = {
      ...makeCartLine({ product_id: `q-int-${uniqueSuffix()}-inventado` }),
      sku_description: 'Transformador 500 kVA de regalo',
    };
    const retired = makeCartLine({ product_id: `q-int-${uniqueSuffix()}-retirado` });
    await catalogue.put(
      retired.product_id,
      catalogueFactsOf(retired, { description: 'Balastro electromagnético 2x40 W', published: false }),
    );
    const lines = [CART_LINES[0] as TCartLine, madeUp, retired];
    const quoteId = await storeQuote(account.uid, { customerName: 'Jorge Treviño', lines });

    const res = await post('/submit', { quoteId, details: makeRequestDetailsInput() }, account);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'quote/unavailable-products',
      message:
        'Estos productos ya no están disponibles: «Balastro electromagnético 2x40 W», «Transformador 500 kVA de regalo». Quítalos de tu carrito para continuar.',
      items: ['Balastro electromagnético 2x40 W', 'Transformador 500 kVA de regalo'],
    });
    expect(await stored(quoteId)).toMatchObject({ status: 'draft', request_details: null, submitted_at: null });
    expect(await storedLines(quoteId)).toEqual(expect.arrayContaining(lines));
    expect(await staffMailsAbout(quoteId)).toEqual([]);
  });
});

describe('bad input to the quotes function: 400 in Spanish, nothing written or sent', () => {
  it('a lone surrogate in the request details (/submit)', async () => {
    const account = await customer();
    const quoteId = await storeQuote(account.uid, { customerName: 'Jorge Treviño' });
    const res = await post(
      '/submit',
      { quoteId, details: makeRequestDetailsInput({ contact_name: 'Jorge \ud800', notes: 'Entrega \udc00' }) },
      account,
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'input/invalid-text',
      message: 'El texto contiene caracteres no válidos.',
      fields: ['details.contact_name', 'details.notes'],
    });
    expect(await stored(quoteId)).toMatchObject({ status: 'draft', request_details: null });
    expect(await staffMailsAbout(quoteId)).toEqual([]);
  });

  it('fields the customer cannot set inside the details (unit_price, status): refused by name', async () => {
    const account = await customer();
    const quoteId = await storeQuote(account.uid, { customerName: 'Jorge Treviño' });
    const res = await post(
      '/submit',
      { quoteId, details: { ...makeRequestDetailsInput(), unit_price: 0.01, status: 'accepted' } },
      account,
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'input/invalid', fields: ['details.unit_price', 'details.status'] });
    expect(await stored(quoteId)).toMatchObject({ status: 'draft', request_details: null });
    expect(await staffMailsAbout(quoteId)).toEqual([]);
  });

  it('a lone surrogate, a right-to-left override or an escape code in a cancellation reason (/move)', async () => {
    const account = await customer();
    const quoteId = await storeQuote(account.uid, { customerName: 'Jorge Treviño' });
    expect((await post('/submit', { quoteId, details: makeRequestDetailsInput() }, account)).status).toBe(200);
    for (const reason of ['Ya no \ud800', 'Ya no \u202Eodatisecen', 'Ya no \u001B[2J']) {
      const res = await post('/move', { quoteId, move: { type: 'cancel', reason } }, account);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'input/invalid-text',
        message: 'El texto contiene caracteres no válidos.',
        fields: ['move.reason'],
      });
    }
    expect(await stored(quoteId)).toMatchObject({ status: 'requested', cancellation_reason: null });
  });
});

describe('POST /submit under a burst', () => {
  it(
    '50 concurrent submits of 50 drafts by one account: at most 10 accepted, one staff mail each, the rest 429 or 503',
    async () => {
      const account = await customer('Ráfaga');
      const quoteIds = await Promise.all(
        Array.from({ length: 50 }, () => storeQuote(account.uid, { customerName: 'Ráfaga' })),
      );
      const submitted = await burst('quotes /submit', 50, (i) =>
        rawPost(
          '/submit',
          { quoteId: quoteIds[i], details: makeRequestDetailsInput() },
          account,
          instanceFunctionUrl('quotes'),
        ),
      );

      const accepted = expectBurstHeld(submitted, 200, 10);
      const statuses = await Promise.all(quoteIds.map(async (quoteId) => (await stored(quoteId)).status));
      expect(statuses.filter((status) => status === 'requested')).toHaveLength(accepted);
      const mails = (await sinkMessages(STAFF_INBOX)).filter((message) =>
        quoteIds.some((quoteId) => message.text.includes(quoteId)),
      );
      expect(mails).toHaveLength(accepted);
      expect(
        (await db.collection('mail-rate').doc(quoteSubmitRateKey(account.uid)).get()).get('sends').length,
      ).toBeLessThanOrEqual(10);
    },
    BURST_TIMEOUT_MS,
  );
});

describe('POST /move through the emulators', () => {
  async function requested() {
    const account = await customer();
    const quoteId = await storeQuote(account.uid, { customerName: 'Jorge Treviño' });
    expect((await post('/submit', { quoteId, details: makeRequestDetailsInput() }, account)).status).toBe(200);
    return { account, quoteId };
  }

  it('the owner cancels a requested quote', async () => {
    const { account, quoteId } = await requested();
    const res = await post('/move', { quoteId, move: { type: 'cancel', reason: 'Ya no se necesita' } }, account);
    expect(res).toEqual({ status: 200, body: { quoteId, status: 'cancelled' } });
    expect(await stored(quoteId)).toMatchObject({ status: 'cancelled', cancellation_reason: 'Ya no se necesita' });
  });

  it('attack: a stranger cancels: 404 as for no quote, unchanged', async () => {
    const { quoteId } = await requested();
    const res = await post('/move', { quoteId, move: { type: 'cancel' } }, await customer('Intruso'));
    expect(res).toEqual({
      status: 404,
      body: {
        error: {
          code: 'firestore/not-found',
          message: 'No encontramos lo que buscas. Es posible que se haya eliminado.',
        },
      },
    });
    expect((await stored(quoteId)).status).toBe('requested');
  });

  it('attack: the customer makes a staff move: 403 quote/forbidden; verified staff can', async () => {
    const { account, quoteId } = await requested();
    const res = await post('/move', { quoteId, move: { type: 'start_review' } }, account);
    expect(res.status).toBe(403);
    expect(res.body.error?.code).toBe('quote/forbidden');
    expect((await stored(quoteId)).status).toBe('requested');

    const staff = await emulatorVerifiedSession(auth, `ventas-${uniqueSuffix()}@voltia.example`);
    expect(await post('/move', { quoteId, move: { type: 'start_review' } }, staff)).toEqual({
      status: 200,
      body: { quoteId, status: 'in_review' },
    });
    expect((await stored(quoteId)).status).toBe('in_review');
  });

  it('a submit through /move is refused: 400 input/invalid', async () => {
    const account = await customer();
    const quoteId = await storeQuote(account.uid, { customerName: 'Jorge Treviño' });
    const res = await post(
      '/move',
      { quoteId, move: { type: 'submit', lineCount: 5, details: makeRequestDetailsInput() } },
      account,
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe('input/invalid');
    expect((await stored(quoteId)).status).toBe('draft');
  });
});

/** A quote of `owner` in `status` (an offer sent at T0 for the closed ones), stored as the quotes function leaves it. */
async function storeClosedQuote(owner: TEmulatorSession, status: 'sent' | 'rejected'): Promise<string> {
  const quoteId = `q-closed-${uniqueSuffix()}${uniqueSuffix()}`;
  const quote = makeQuote({
    status,
    owner: owner.uid,
    customer: { id: owner.uid, nameOfClient: 'Dueña Prueba' },
    submitted_at: T0,
    sent_at: T0,
    valid_until: new Date(Date.now() + 10 * 86_400_000),
    ...(status === 'rejected' ? { closed_at: T0, rejection_reason: 'Precio alto' } : {}),
  });
  await db.collection('quote-detail').doc(quoteId).set(quoteToFirestore(quote));
  for (const line of CART_LINES) await cartOf(quoteId).doc(line.product_id).set(line);
  return quoteId;
}

describe("a stranger cannot tell someone else's quote from no quote", () => {
  it("every customer route answers another account's quote exactly as an id that names no quote, and writes nothing", async () => {
    const owner = await customer('Dueña Prueba');
    const stranger = await customer('Intruso');
    const draft = await storeQuote(owner.uid, { customerName: 'Dueña Prueba' });
    const sent = await storeClosedQuote(owner, 'sent');
    const rejected = await storeClosedQuote(owner, 'rejected');
    const probes: [string, string, (quoteId: string) => unknown][] = [
      ['/submit', draft, (quoteId) => ({ quoteId, details: makeRequestDetailsInput() })],
      ['/claim', draft, (quoteId) => ({ quoteId })],
      ['/move', sent, (quoteId) => ({ quoteId, move: ACCEPT_MOVE })],
      ['/move', draft, (quoteId) => ({ quoteId, move: { type: 'cancel' } })],
      ['/message', sent, (quoteId) => ({ quoteId, text: '¿Siguen vigentes?' })],
      ['/pdf', sent, (quoteId) => ({ quoteId })],
      ['/requote', rejected, (quoteId) => ({ quoteId })],
    ];
    const before = await Promise.all([draft, sent, rejected].map(stored));
    for (const [route, quoteId, body] of probes) {
      const theirs = await post(route, body(quoteId), stranger);
      const none = await post(route, body(`q-none-${uniqueSuffix()}`), stranger);
      expect({ route, ...theirs }).toEqual({
        route,
        status: 404,
        body: {
          error: {
            code: 'firestore/not-found',
            message: 'No encontramos lo que buscas. Es posible que se haya eliminado.',
          },
        },
      });
      expect({ route, ...none }).toEqual({ route, ...theirs });
    }
    expect(await Promise.all([draft, sent, rejected].map(stored))).toEqual(before);
    expect((await db.collection('quote-detail').where('requote_of', '==', rejected).get()).size).toBe(0);
    expect((await db.collection('quote-detail').doc(sent).collection('messages').get()).size).toBe(0);
  }, 60_000);
});

describe('a quote is requoted once', () => {
  const newQuotesFrom = async (sourceId: string) =>
    (await db.collection('quote-detail').where('requote_of', '==', sourceId).get()).docs.map((doc) => doc.id);

  it('five requotes at once, then three more: one new quote, one staff mail, one confirmation, every answer names it', async () => {
    const owner = await customer('Dueña Prueba');
    const sourceId = await storeClosedQuote(owner, 'rejected');
    const together = await Promise.all(Array.from({ length: 5 }, () => post('/requote', { quoteId: sourceId }, owner)));
    const after = [];
    for (let i = 0; i < 3; i += 1) after.push(await post('/requote', { quoteId: sourceId }, owner));

    const created = await newQuotesFrom(sourceId);
    expect(created).toHaveLength(1);
    const newId = created[0]!;
    for (const answer of [...together, ...after])
      expect(answer).toMatchObject({ status: 200, body: { quoteId: newId, status: 'requested' } });
    expect([...together, ...after].filter((answer) => answer.body.alreadyRequoted === true)).toHaveLength(7);
    expect(await stored(sourceId)).toMatchObject({ status: 'rejected', requoted_to: newId });
    const toEntries = (await db.collection('quote-detail').doc(sourceId).collection('history').get()).docs.filter(
      (doc) => doc.get('kind') === 'requote',
    );
    expect(toEntries).toHaveLength(1);
    expect(await staffMailsAbout(newId)).toHaveLength(1);
    // The customer's confirmation of the new request, once, naming its new number.
    const newNumber = (await stored(newId)).quote_number as string;
    const confirmations = (await sinkMessages(makeRequestDetailsInput().email)).filter((message) =>
      message.subject.includes(newNumber),
    );
    expect(confirmations).toHaveLength(1);
  }, 60_000);

  it(
    'a burst of 50 requotes of one quote: no 500, at most the submit allowance answered, and still one new quote',
    async () => {
      const owner = await customer('Ráfaga Recotiza');
      const sourceId = await storeClosedQuote(owner, 'rejected');
      const result = await burst('quotes /requote', 50, () =>
        rawPost('/requote', { quoteId: sourceId }, owner, instanceFunctionUrl('quotes')),
      );
      expectBurstHeld(result, 200, 10);
      const created = await newQuotesFrom(sourceId);
      expect(created).toHaveLength(1);
      expect(
        new Set(
          result.answers
            .filter((answer) => answer.status === 200)
            .map((answer) => (answer.body as TAnswer['body']).quoteId),
        ),
      ).toEqual(new Set(created));
    },
    BURST_TIMEOUT_MS,
  );
});
