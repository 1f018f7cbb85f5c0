import { INBOX_TABS, INBOX_TAB_LABELS, centsToInput, dayOfValidUntil, formatMoney } from '@voltia/domain';
import { BREAKPOINTS } from '@/shared/theme/presentation';
import { DEMO_USERS, buildDemoQuotes } from '@voltia/demo-data';
import type { Page } from '@playwright/test';
import { PASSWORD, signIn, signInAsStaff } from './account-steps';
import { createEmailAccount } from './auth-emulator';
import { expectNoAxeViolations } from './axe';
import { downloadBy } from './downloads';
import { readEmulatorDocument } from './emulator-data';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { BLOCKED_LISTEN_CONSOLE_ERRORS, expectBoundedWaitThenRetry } from './live-steps';
import { buildRequestedQuote, inboxCountsInEmulator, removeTestQuotes, writeTestQuotes } from './inbox-quotes';
import { readCsv } from './read-csv';

// The back-office: who gets in, the way in, and the quote inbox (/cotizacion) with the demo inbox
// the seed loads. Journeys that need more quotes write their own and remove them; none changes a
// demo quote (other journeys read them).

const mariana = DEMO_USERS.find((user) => user.uid === 'demo-staff-ventas')!;
const customer = DEMO_USERS.find((user) => user.role === 'customer')!;
const demo = buildDemoQuotes(new Date()).quotes;
const demoInInbox = demo.filter((entry) => entry.quote.status !== 'draft');
const GUARDED = [
  '/cotizacion',
  '/cotizacion/demo-quote-norte-solicitada',
  '/pedidos',
  '/pedidos/demo-quote-mendez-aceptada',
  '/catalogo',
  '/proveedores',
  '/precios',
  '/metricas',
];
/** Sections the shell test opens from the navigation (each has its own journey besides). */
const SECTIONS = [['Métricas', '/metricas']] as const;

/** A tag that keeps this run's quotes apart from any other run's. */
const runTag = Date.now().toString(36);

type TGuardWatch = { staffContentSeen: boolean; loaderSeenAt: string | null };

/**
 * Records, in the page itself, whether any back-office content was ever put on screen, and on
 * which path the neutral loading indicator (a status saying "Cargando…" and nothing else) was seen.
 */
async function watchForStaffContent(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watch = window as unknown as TGuardWatch;
    const seen = () =>
      document.querySelector(
        '[data-testid="staff-name"], nav[aria-label="Área de ventas"], [data-testid="inbox-list"]',
      ) !== null;
    const loader = () =>
      [...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.trim() === 'Cargando…');
    watch.staffContentSeen = false;
    watch.loaderSeenAt = null;
    new MutationObserver(() => {
      if (seen()) watch.staffContentSeen = true;
      if (watch.loaderSeenAt === null && loader()) watch.loaderSeenAt = location.pathname;
    }).observe(document, { childList: true, subtree: true });
  });
}

async function expectSentToB2b(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page, `${path} sends the visitor to /b2b`).toHaveURL(/\/b2b$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as TGuardWatch).staffContentSeen),
    `${path} never showed staff content`,
  ).toBe(false);
}

const inboxList = (page: Page) => page.getByTestId('inbox-list');
const tabLink = (page: Page, tab: (typeof INBOX_TABS)[number]) =>
  page.getByRole('navigation', { name: 'Estados de las cotizaciones' }).locator(`a[data-tab="${tab}"]`);
const rowOf = (page: Page, id: string) => page.locator(`[data-testid="inbox-row"][data-quote-id="${id}"]`);

/** The current page's quotes, in order, once the list has settled. */
async function listedIds(page: Page): Promise<string[]> {
  await expect(inboxList(page)).toHaveAttribute('aria-busy', 'false');
  return page
    .getByTestId('inbox-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-quote-id') ?? ''));
}

/** Every quote the view lists, page after page with "Siguiente". */
async function allListedIds(page: Page): Promise<string[]> {
  const ids = await listedIds(page);
  const next = page.getByRole('button', { name: 'Siguiente' });
  while ((await next.count()) > 0 && (await next.isEnabled())) {
    const shown = await page.getByTestId('inbox-page').textContent();
    const firstShown = await page.getByTestId('inbox-row').first().getAttribute('data-quote-id');
    await next.click();
    await expect(page.getByTestId('inbox-page')).not.toHaveText(shown ?? '');
    // The page number changes a render before the rows do: wait for the next page's rows.
    await expect(page.getByTestId('inbox-row').first()).not.toHaveAttribute('data-quote-id', firstShown ?? '');
    ids.push(...(await listedIds(page)));
  }
  return ids;
}

/** The table's rows as the CSV writes them: number, customer, company, status, assignee. */
async function tableFacts(page: Page): Promise<string[][]> {
  await expect(inboxList(page)).toHaveAttribute('aria-busy', 'false');
  return page
    .getByTestId('inbox-row')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('th a')?.textContent ?? '',
        row.querySelector('[data-testid="inbox-customer"]')?.textContent ?? '',
        row.querySelector('[data-testid="inbox-company"]')?.textContent ?? '',
        row.querySelector('[data-testid="quote-status"]')?.textContent ?? '',
        row.querySelector('[data-testid="inbox-assignee"]')?.textContent ?? '',
      ]),
    );
}

/** "Exportar CSV" of the inbox: the file's name and text. */
async function exportCsv(page: Page): Promise<{ fileName: string; text: string }> {
  const { file, text } = await downloadBy(page, 'Exportar CSV');
  return { fileName: file.suggestedFilename(), text };
}

test.describe('the back-office guard', () => {
  test.beforeEach(async ({ page }) => watchForStaffContent(page));

  test('a signed-out visitor on any staff route lands on /b2b and never sees staff content', async ({ page }) => {
    for (const path of GUARDED) await expectSentToB2b(page, path);
  });

  test('a signed-out visitor opening /cotizacion sees the neutral loading indicator, not a blank page, until sent to /b2b', async ({
    page,
  }) => {
    await expectSentToB2b(page, '/cotizacion');
    expect(
      await page.evaluate(() => (window as unknown as TGuardWatch).loaderSeenAt),
      'the loading indicator showed on the guarded route',
    ).toBe('/cotizacion');
  });

  test('a signed-in customer is sent to /b2b', async ({ page }) => {
    await page.goto('/b2b/login?next=/b2b');
    await signIn(page, customer.email, customer.password);
    await expect(page.getByTestId('account-link')).toBeVisible();
    await expect(page.getByTestId('staff-area-link')).toHaveCount(0);
    for (const path of ['/cotizacion', '/metricas']) await expectSentToB2b(page, path);
  });

  test('an unverified company address is sent to /b2b', async ({ page }) => {
    const email = `e2e-sin-verificar-${runTag}@voltia.example`;
    await createEmailAccount(email, PASSWORD, 'Víctor Sin Verificar');
    await page.goto('/b2b/login?next=/b2b');
    await signIn(page, email);
    await expect(page.getByTestId('account-link')).toContainText('Víctor');
    for (const path of ['/cotizacion', '/catalogo']) await expectSentToB2b(page, path);
  });
});

test.describe('the way in and the shell', () => {
  test('the demo staff member finds the back-office from the store and sees its sections', async ({ page }) => {
    await page.goto('/b2b/login?next=/b2b');
    await signIn(page, mariana.email, mariana.password);
    await expect(page).toHaveURL(/\/b2b$/);
    // The way in: the card on /b2b and the header link.
    await expect(
      page.getByRole('region', { name: 'Área de ventas' }).getByRole('link', { name: 'Ir a cotizaciones' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Ir a cotizaciones' }).click();
    await expect(page).toHaveURL(/\/cotizacion$/);
    await page.goto('/');
    await page.getByTestId('staff-area-link').click();
    await expect(page).toHaveURL(/\/cotizacion$/);

    await expect(page.getByTestId('staff-name')).toHaveText('Mariana López Herrera');
    const nav = page.getByRole('navigation', { name: 'Área de ventas' });
    await expect(nav.getByRole('link')).toHaveText([
      'Cotizaciones',
      'Pedidos',
      'Catálogo',
      'Proveedores',
      'Precios',
      'Métricas',
    ]);
    await expect(nav.getByRole('link', { name: 'Cotizaciones' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cotizaciones');
    await expect(page).toHaveTitle(/^Cotizaciones · /);

    for (const [label, path] of SECTIONS) {
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }
  });
});

test.describe('the quote inbox', () => {
  test.use({ viewport: { width: BREAKPOINTS.xl, height: 900 } });

  test('lists the demo quotes with a count on every tab; the tabs switch the list and the back button follows', async ({
    page,
  }) => {
    const expected = await inboxCountsInEmulator();
    await signInAsStaff(page, '/cotizacion');
    for (const tab of INBOX_TABS)
      await expect(tabLink(page, tab)).toHaveAccessibleName(`${INBOX_TAB_LABELS[tab]}, ${expected[tab]}`);
    await expect(tabLink(page, 'all')).toHaveAttribute('aria-current', 'page');
    // Other journeys submit quotes meanwhile, and the list is live: read it page by page until it
    // agrees with the emulator at that moment (every demo request in it, the draft not, and exactly
    // as many rows as submitted quotes).
    await expect
      .poll(
        async () => {
          const submitted = (await inboxCountsInEmulator()).all;
          await page.goto('/cotizacion');
          const listed = await allListedIds(page);
          return {
            demoListed: demoInInbox.every((entry) => listed.includes(entry.id)),
            draftListed: listed.includes('demo-quote-norte-obra-centro'),
            rowsPerQuote: listed.length === submitted && new Set(listed).size === listed.length,
          };
        },
        { timeout: 60_000, intervals: [1_000] },
      )
      .toEqual({ demoListed: true, draftListed: false, rowsPerQuote: true });

    await tabLink(page, 'requested').click();
    await expect(page).toHaveURL(/\/cotizacion\?estado=requested$/);
    await expect(tabLink(page, 'requested')).toHaveAttribute('aria-current', 'page');
    // Other journeys add newer requests: page to the end, where the oldest (the demo's) are listed.
    expect(await allListedIds(page)).toEqual(
      expect.arrayContaining(['demo-quote-norte-solicitada', 'demo-quote-bajio-solicitada']),
    );
    expect(new Set(await page.getByTestId('inbox-row').getByTestId('quote-status').allTextContents())).toEqual(
      new Set(['Solicitada']),
    );
    const oldest = rowOf(page, 'demo-quote-norte-solicitada');
    await expect(oldest.getByTestId('inbox-assignee')).toHaveText('Sin asignar');
    await expect(oldest.getByTestId('waiting-time')).toHaveAttribute('data-level', 'overdue');
    await expect(oldest.getByRole('button', { name: /^Tomar COT-/ })).toBeEnabled();

    await tabLink(page, 'sent').click();
    await expect(page).toHaveURL(/estado=sent$/);
    expect(await allListedIds(page)).toEqual(
      expect.arrayContaining(['demo-quote-norte-enviada', 'demo-quote-bajio-vigencia-pasada']),
    );
    const sent = (await readEmulatorDocument('quote-detail/demo-quote-norte-enviada')) as {
      offer: { totals: { total_cents: number } };
    };
    const sentRow = rowOf(page, 'demo-quote-norte-enviada');
    await expect(sentRow.getByTestId('inbox-total')).toHaveText(formatMoney(sent.offer.totals.total_cents));
    await expect(sentRow.getByTestId('inbox-assignee')).toHaveText('Mariana López Herrera');
    await expect(sentRow.getByTestId('waiting-time')).toHaveAttribute('data-level', 'none');
    await expect(sentRow.getByRole('button', { name: /^Tomar/ })).toHaveCount(0);
    await expect(sentRow.getByTestId('quote-status')).toHaveText('Enviada');
    // An offer past its validity reads "Vencida" at once, before the hourly expiry job stores it.
    expect((await readEmulatorDocument('quote-detail/demo-quote-bajio-vigencia-pasada'))?.status).toBe('sent');
    await expect(rowOf(page, 'demo-quote-bajio-vigencia-pasada').getByTestId('quote-status')).toHaveText('Vencida');

    await page.goBack();
    await expect(page).toHaveURL(/estado=requested$/);
    await expect(tabLink(page, 'requested')).toHaveAttribute('aria-current', 'page');
    expect(await allListedIds(page)).toContain('demo-quote-bajio-solicitada');
    await page.goBack();
    await expect(page).toHaveURL(/\/cotizacion$/);
    await expect(tabLink(page, 'all')).toHaveAttribute('aria-current', 'page');
  });

  test('searches by quote number and by a company typed without its accents; says when nothing matches', async ({
    page,
  }) => {
    const number = (await readEmulatorDocument('quote-detail/demo-quote-norte-enviada'))!.quote_number as string;
    await signInAsStaff(page, '/cotizacion');
    const search = page.getByRole('searchbox', { name: 'Buscar cotizaciones' });

    await search.fill(number);
    await expect(page).toHaveURL(new RegExp(`q=${number}`));
    expect(await listedIds(page)).toEqual(['demo-quote-norte-enviada']);
    // A number is three words (COT, the year, the sequence): the counts ask for the longest only.
    await expect(tabLink(page, 'all')).toHaveAccessibleName('Todas, hasta 1');
    await expect(page.getByTestId('inbox-note')).toHaveText('Con una búsqueda, las más recientes aparecen primero.');
    await expect(page.getByLabel('Orden')).toBeDisabled();

    await page.getByRole('button', { name: 'Borrar búsqueda' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(page).toHaveURL(/\/cotizacion$/);

    // Two words without their accents; Enter searches at once.
    await search.fill('electricas bajio');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=electricas\+bajio$/);
    const bajio = demoInInbox
      .filter((entry) => entry.quote.request_details?.company === 'Instalaciones Eléctricas del Bajío S.A. de C.V.')
      .map((entry) => entry.id);
    expect(bajio.length).toBeGreaterThanOrEqual(2);
    // The demo customer's journeys add newer Bajío requests: page to the end, where the demo's are.
    expect(await allListedIds(page)).toEqual(expect.arrayContaining(bajio));
    expect(new Set(await page.getByTestId('inbox-company').allTextContents())).toEqual(
      new Set(['Instalaciones Eléctricas del Bajío S.A. de C.V.']),
    );
    // The tab counts ask for the longest word only: an upper bound, and they say so.
    await expect(tabLink(page, 'all')).toHaveAccessibleName(/^Todas, hasta \d+$/);

    await search.fill('zzzqqxx');
    await expect(page).toHaveURL(/q=zzzqqxx$/);
    await expect(page.getByTestId('inbox-empty')).toContainText('Ninguna cotización coincide con «zzzqqxx».');
    await expect(tabLink(page, 'all')).toHaveAccessibleName('Todas, 0');

    // Refining a search replaced its history entry: one step back is the unfiltered inbox.
    await page.goBack();
    await expect(page).toHaveURL(/\/cotizacion$/);
    await expect(search).toHaveValue('');
    // Other journeys add newer quotes, so which ones lead the first page varies: what holds is an
    // exact count again and more than one company listed.
    await expect(tabLink(page, 'all')).toHaveAccessibleName(/^Todas, \d+$/);
    expect((await listedIds(page)).length).toBeGreaterThan(1);
    expect(new Set(await page.getByTestId('inbox-company').allTextContents()).size).toBeGreaterThan(1);
  });

  test('"Mis cotizaciones" lists the quotes assigned to the signed-in staff member', async ({ page }) => {
    const hers = demoInInbox.filter((entry) => entry.quote.assignee?.uid === mariana.uid).map((entry) => entry.id);
    const others = demoInInbox
      .filter((entry) => entry.quote.assignee !== null && entry.quote.assignee.uid !== mariana.uid)
      .map((entry) => entry.id);
    expect(hers.length).toBeGreaterThan(2);
    await signInAsStaff(page, '/cotizacion');
    await page.getByRole('checkbox', { name: 'Mis cotizaciones' }).check();
    await expect(page).toHaveURL(/mias=1$/);
    const listed = await allListedIds(page);
    expect(listed).toEqual(expect.arrayContaining(hers));
    for (const id of others) expect(listed).not.toContain(id);
    expect(listed.filter((id) => id.startsWith('demo-')).sort()).toEqual([...hers].sort());
    await expect(tabLink(page, 'all')).toHaveAccessibleName(`Todas, ${listed.length}`);
  });

  test('"Mayor espera primero" puts the six-day-old request first and lists only quotes waiting for staff', async ({
    page,
  }) => {
    await signInAsStaff(page, '/cotizacion');
    await page.getByLabel('Orden').selectOption({ label: 'Mayor espera primero' });
    await expect(page).toHaveURL(/orden=espera$/);
    const ids = await listedIds(page);
    expect(ids[0]).toBe('demo-quote-norte-solicitada');
    const first = rowOf(page, 'demo-quote-norte-solicitada').getByTestId('waiting-time');
    await expect(first).toHaveAttribute('data-level', 'overdue');
    await expect(first).toHaveText(/^[56] d/);
    const hours = await page
      .getByTestId('inbox-row')
      .getByTestId('waiting-time')
      .evaluateAll((labels) => labels.map((label) => Number(label.getAttribute('data-hours'))));
    expect(hours.every((value) => Number.isFinite(value))).toBe(true);
    expect(hours).toEqual([...hours].sort((a, b) => b - a));
    expect(ids).toContain('demo-quote-mendez-revision');
    expect(ids).not.toContain('demo-quote-norte-enviada');
    await expect(page.getByTestId('inbox-note')).toHaveText(
      'Solo las que esperan respuesta del equipo, la de mayor espera primero.',
    );

    await tabLink(page, 'sent').click();
    await expect(page.getByTestId('inbox-empty')).toContainText(
      'No hay cotizaciones enviadas esperando respuesta del equipo.',
    );
  });

  test('pages through 30 more requests with "Anterior" and "Siguiente", and exports the view as a CSV matching the table', async ({
    page,
  }) => {
    const now = Date.now();
    const quotes = Array.from({ length: 30 }, (_, index) =>
      buildRequestedQuote(
        `e2e-inbox-pagina-${runTag}-${index}`,
        new Date(now - (index + 1) * 60_000),
        `Paginación Prueba ${runTag}`,
      ),
    );
    await writeTestQuotes(quotes);
    try {
      const expected = await inboxCountsInEmulator();
      expect(expected.requested).toBeGreaterThanOrEqual(32);
      await signInAsStaff(page, '/cotizacion?estado=requested');
      await expect(tabLink(page, 'requested')).toHaveAccessibleName(`Solicitadas, ${expected.requested}`);

      const firstPage = await listedIds(page);
      expect(firstPage).toHaveLength(25);
      await expect(page.getByTestId('inbox-page')).toHaveText('Página 1');
      await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
      const facts = await tableFacts(page);
      const next = page.getByRole('button', { name: 'Siguiente' });
      const previous = page.getByRole('button', { name: 'Anterior' });

      let pages = 1;
      while (await next.isEnabled()) {
        const before = await listedIds(page);
        await next.click();
        pages += 1;
        await expect(page.getByTestId('inbox-page')).toHaveText(`Página ${pages}`);
        // The keyboard follows the list to its top.
        await expect(inboxList(page)).toBeFocused();
        const ids = await listedIds(page);
        expect(ids.filter((id) => before.includes(id))).toEqual([]);
        facts.push(...(await tableFacts(page)));
      }
      expect(pages).toBe(Math.ceil(expected.requested / 25));
      expect(facts).toHaveLength(expected.requested);
      while (pages > 1) {
        await previous.click();
        pages -= 1;
        await expect(page.getByTestId('inbox-page')).toHaveText(`Página ${pages}`);
      }
      expect(await listedIds(page)).toEqual(firstPage);
      await expect(previous).toBeDisabled();

      // The export holds the whole view, in the table's order, as the table writes it.
      const { fileName, text } = await exportCsv(page);
      expect(fileName).toMatch(/^cotizaciones-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(text.startsWith('\uFEFF')).toBe(true);
      const [header, ...rows] = readCsv(text.slice(1));
      expect(header).toEqual([
        'número',
        'cliente',
        'empresa',
        'RFC',
        'correo',
        'ciudad',
        'estado',
        'asignada a',
        'solicitada',
        'espera (horas)',
        'total (MXN)',
        'vigente hasta',
      ]);
      expect(rows.map((row) => [row[0], row[1], row[2], row[6], row[7]])).toEqual(facts);
      expect(
        rows.every((row) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(row[8]!) && /^\d+$/.test(row[9]!) && row[10] === ''),
      ).toBe(true);
      await expect(page.getByTestId('export-status')).toHaveText(
        `Se descargaron ${expected.requested} cotizaciones en ${fileName}.`,
      );

      // Another filter starts again on page 1.
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await expect(page.getByTestId('inbox-page')).toHaveText('Página 2');
      await tabLink(page, 'sent').click();
      await expect(page).toHaveURL(/estado=sent$/);
      await expect(page.getByTestId('inbox-page')).toHaveCount(0);

      // An offer's total and validity, and the accents, as a spreadsheet reads them.
      const offer = (await readEmulatorDocument('quote-detail/demo-quote-norte-enviada')) as {
        quote_number: string;
        valid_until: Date;
        offer: { totals: { total_cents: number } };
      };
      const sent = readCsv((await exportCsv(page)).text.slice(1)).find((row) => row[0] === offer.quote_number);
      expect(sent).toEqual([
        offer.quote_number,
        'Jorge Treviño Garza',
        'Constructora Norte S.A. de C.V.',
        'CNO150312H14',
        'cliente@constructora-norte.example',
        'Monterrey, N.L.',
        'Enviada',
        'Mariana López Herrera',
        expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
        '',
        centsToInput(offer.offer.totals.total_cents),
        dayOfValidUntil(offer.valid_until),
      ]);
    } finally {
      await removeTestQuotes(quotes.map((quote) => quote.id));
    }
  });

  test.describe('when the live read never answers', () => {
    test.use({ expectedConsoleErrors: BLOCKED_LISTEN_CONSOLE_ERRORS });

    test('a list whose live read never answers says so with "Reintentar" after the bounded wait, and the retry loads it', async ({
      page,
    }) => {
      await signInAsStaff(page, '/cotizacion');
      await expect(inboxList(page)).toHaveAttribute('aria-busy', 'false');
      await expectBoundedWaitThenRetry(page, {
        error: page.getByTestId('inbox-error'),
        absent: page.getByTestId('inbox-loading'),
        loaded: page.getByTestId('inbox-row').first(),
      });
    });
  });

  test('a request submitted meanwhile appears without a reload, the counts follow, and "Tomar" takes it', async ({
    page,
  }) => {
    const arrival = buildRequestedQuote(
      `e2e-inbox-vivo-${runTag}`,
      new Date(),
      `Llegada en Vivo ${runTag}`,
      'Rosa Llegada Vivo',
    );
    try {
      await signInAsStaff(page, '/cotizacion');
      const before = await inboxCountsInEmulator();
      await expect(tabLink(page, 'requested')).toHaveAccessibleName(`Solicitadas, ${before.requested}`);
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

      await writeTestQuotes([arrival]);
      await expect(page.getByTestId('inbox-row').first()).toHaveAttribute('data-quote-id', arrival.id);
      const row = rowOf(page, arrival.id);
      await expect(row.getByTestId('inbox-customer')).toHaveText('Rosa Llegada Vivo');
      await expect(row.getByTestId('quote-status')).toHaveText('Solicitada');
      await expect(row.getByTestId('inbox-assignee')).toHaveText('Sin asignar');
      await expect(row.getByTestId('waiting-time')).toHaveAttribute('data-level', 'normal');
      await expect(tabLink(page, 'requested')).toHaveAccessibleName(`Solicitadas, ${before.requested + 1}`);
      await expect(tabLink(page, 'all')).toHaveAccessibleName(`Todas, ${before.all + 1}`);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

      await row.getByRole('button', { name: `Tomar ${arrival.quote.quote_number}` }).click();
      await expect(page).toHaveURL(new RegExp(`/cotizacion/${arrival.id}$`));
      const taken = await readEmulatorDocument(`quote-detail/${arrival.id}`);
      expect(taken).toMatchObject({
        status: 'in_review',
        assignee: { uid: mariana.uid, name: 'Mariana López Herrera' },
      });
    } finally {
      await removeTestQuotes([arrival.id]);
    }
  });

  test.describe('when taking a request fails', () => {
    // Chromium logs the refused call itself; the toast is what the person sees.
    test.use({ expectedConsoleErrors: [/status of 409/] });

    test('says why in Spanish and leaves the request where it was', async ({ page }) => {
      const request = buildRequestedQuote(`e2e-inbox-tomar-${runTag}`, new Date(), `Tomar Falla ${runTag}`);
      await writeTestQuotes([request]);
      try {
        await page.route('**/quotes/assign', (route) =>
          route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'quote/invalid-move', message: 'x' } }),
          }),
        );
        await signInAsStaff(page, '/cotizacion');
        const take = rowOf(page, request.id).getByRole('button', { name: `Tomar ${request.quote.quote_number}` });
        await take.click();
        await expect(
          page.getByText('Esta acción no está disponible para la cotización en su estado actual.'),
        ).toBeVisible();
        await expect(page).toHaveURL(/\/cotizacion$/);
        await expect(take).toBeEnabled();
        await expect(take).toBeFocused();
        expect(await readEmulatorDocument(`quote-detail/${request.id}`)).toMatchObject({
          status: 'requested',
          assignee: null,
        });
      } finally {
        await removeTestQuotes([request.id]);
      }
    });
  });
});

test.describe(`the staff navigation at ${BREAKPOINTS.xxs} px`, () => {
  test.use({ viewport: { width: BREAKPOINTS.xxs, height: 800 } });

  test('shows the current section on /precios and /metricas, and every section can be scrolled to', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Área de ventas' });
    const onScreen = async (label: string) => {
      const box = await nav.getByRole('link', { name: label }).boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= BREAKPOINTS.xxs;
    };
    await signInAsStaff(page, '/precios');
    for (const [label, path] of [
      ['Precios', '/precios'],
      ['Métricas', '/metricas'],
    ] as const) {
      if (path !== '/precios') await page.goto(path);
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      await expect
        .poll(() => onScreen(label), `${label} is inside the ${BREAKPOINTS.xxs} px screen on ${path}`)
        .toBe(true);
      await expectNoHorizontalScroll(page);
    }
    // The bar shows that it scrolls, and every section is reachable by scrolling it.
    await expect(nav.getByTestId('nav-more-hint').first()).toBeVisible();
    for (const label of ['Cotizaciones', 'Catálogo', 'Proveedores', 'Precios', 'Métricas']) {
      await nav.getByRole('link', { name: label }).scrollIntoViewIfNeeded();
      await expect.poll(() => onScreen(label), `${label} can be scrolled into the screen`).toBe(true);
    }
  });
});

for (const [device, width] of Object.entries({ phone: BREAKPOINTS.xxs, laptop: BREAKPOINTS.xl })) {
  test.describe(`the inbox at ${width} px (${device})`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('has no WCAG A/AA violations and no sideways scroll', async ({ page }, testInfo) => {
      await signInAsStaff(page, '/cotizacion');
      await expect(inboxList(page)).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByTestId('tab-count').first()).not.toHaveText('…');
      if (device === 'phone') {
        await expect(page.getByTestId('inbox-card').first()).toBeVisible();
        await expect(page.getByTestId('inbox-table')).toBeHidden();
      } else {
        await expect(page.getByTestId('inbox-row').first()).toBeVisible();
        await expect(page.getByTestId('inbox-card').first()).toBeHidden();
      }
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: testInfo.outputPath(`inbox-${width}.png`), fullPage: true });
      await expectNoAxeViolations(page, `the inbox at ${width} px`);

      await page.getByRole('searchbox', { name: 'Buscar cotizaciones' }).fill('zzzqqxx');
      await expect(page.getByTestId('inbox-empty')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, `the inbox with a search that finds nothing at ${width} px`);
    });
  });
}
