import { RFC_MESSAGES } from '@voltia/domain';
import type { Page } from '@playwright/test';
import { signInAsStaff } from './account-steps';
import { expectNoAxeViolations } from './axe';
import { downloadBy, downloadSheetBy } from './downloads';
import { deleteEmulatorDocuments, readEmulatorDocument, writeEmulatorDocument } from './emulator-data';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { readCsv } from './read-csv';

// /proveedores: staff edit a supplier (saved, still there after a reload), a bad RFC is refused
// with the domain's Spanish message, a supplier still linked to products cannot be deleted (the
// refusal names the count) but can be deactivated. Each test writes its own supplier and products
// and removes them; no demo supplier is changed.

const runTag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type TTestSupplier = { id: string; productIds: string[] };

/** A valid RFC of the test's own (its label's first letters), so no two test suppliers share one. */
const rfcOf = (label: string) =>
  `${label
    .replace(/[^a-z]/g, '')
    .slice(0, 3)
    .toUpperCase()
    .padEnd(3, 'X')}010101AB1`;

/** A supplier of this run's own, linked to `products` unpublished products of its own. */
async function writeTestSupplier(label: string, products: number): Promise<TTestSupplier> {
  const id = `e2e-${label}-${runTag}`;
  await writeEmulatorDocument(`suppliers/${id}`, {
    id,
    name: `Proveedor de prueba ${label} ${runTag}`,
    tax_id: rfcOf(label),
    contact_name: 'Laura Prueba',
    email: `compras-${label}@proveedor.example`,
    phone: '+525512345678',
    city: 'Toluca',
    brand_ids: ['schneider-electric'],
    category_ids: ['cables-y-conductores'],
    lead_time_days: 4,
    payment_terms: 'Crédito 30 días',
    notes: '',
    active: true,
    updated_at: new Date('2026-01-10T12:00:00.000Z'),
  });
  const productIds = Array.from({ length: products }, (_, i) => `e2e-sup-${label}-${runTag}-${i}`);
  for (const [i, productId] of productIds.entries()) {
    await writeEmulatorDocument(`products/${productId}`, {
      product_id: productId,
      sku: `PRU-${runTag}-${i}`.toUpperCase(),
      description: `Producto de prueba ${i}`,
      brand: 'Schneider Electric',
      brand_id: 'schneider-electric',
      category_id: 'cables-y-conductores',
      unit: 'pieza',
      attributes: [],
      supplier_ids: [id],
      images: [],
      published: false,
    });
  }
  return { id, productIds };
}

async function removeTestSupplier(supplier: TTestSupplier): Promise<void> {
  await deleteEmulatorDocuments([`suppliers/${supplier.id}`, ...supplier.productIds.map((id) => `products/${id}`)]);
}

async function openSupplier(page: Page, id: string): Promise<void> {
  const next = `/proveedores?id=${id}`;
  await signInAsStaff(page, next);
  await expect(page.getByTestId('supplier-editor')).toBeVisible();
}

const editor = (page: Page) => page.getByTestId('supplier-editor');

test.describe('staff suppliers', () => {
  test('edit a supplier: saved, and still there after a reload', async ({ page }) => {
    const supplier = await writeTestSupplier('editar', 1);
    try {
      await openSupplier(page, supplier.id);
      await editor(page).getByLabel('Condiciones de pago').fill('Crédito 45 días');
      await editor(page).getByLabel('Nombre del contacto').fill('Laura Editada');
      await editor(page).getByLabel('Días de entrega habituales').fill('9');
      await editor(page).getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(editor(page).getByText('Cambios guardados.')).toBeVisible();
      await expect
        .poll(async () => (await readEmulatorDocument(`suppliers/${supplier.id}`))?.payment_terms)
        .toBe('Crédito 45 días');
      await page.reload();
      await expect(editor(page).getByLabel('Condiciones de pago')).toHaveValue('Crédito 45 días');
      await expect(editor(page).getByLabel('Nombre del contacto')).toHaveValue('Laura Editada');
      await expect(editor(page).getByLabel('Días de entrega habituales')).toHaveValue('9');
      // Its product is listed, linked to the catalogue, with the supplier's cost or its absence.
      const product = page.getByTestId('supplier-product');
      await expect(product).toHaveCount(1);
      await expect(product.getByRole('link')).toHaveAttribute(
        'href',
        `/catalogo?q=${encodeURIComponent(`PRU-${runTag}-0`.toUpperCase())}`,
      );
      await expect(product).toContainText(/Costo: /);
    } finally {
      await removeTestSupplier(supplier);
    }
  });

  test('the directory exports the suppliers shown as CSV and as Excel: the same rows, the delivery days a number', async ({
    page,
  }) => {
    const supplier = await writeTestSupplier('export', 0);
    try {
      await signInAsStaff(page, `/proveedores?q=${encodeURIComponent(runTag)}`);
      await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
      const { file, text } = await downloadBy(page, 'Exportar CSV');
      expect(file.suggestedFilename()).toMatch(/^proveedores-\d{4}-\d{2}-\d{2}\.csv$/);
      const rows = readCsv(text.replace(/^\uFEFF/, '').trimEnd());
      expect(rows).toHaveLength(2);
      expect(rows[1]?.slice(0, 2)).toEqual([`Proveedor de prueba export ${runTag}`, rfcOf('export')]);
      await expect(page.getByTestId('export-status')).toHaveText(
        `Se descargó 1 proveedor en ${file.suggestedFilename()}.`,
      );

      const xlsx = await downloadSheetBy(page, 'Exportar Excel');
      expect(xlsx.file.suggestedFilename()).toMatch(/^proveedores-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const days = rows[0]!.indexOf('Días de entrega');
      // The CSV's phone carries the apostrophe that keeps its "+" from running as a formula; the workbook's is text.
      expect(xlsx.sheet).toEqual(
        rows.map((row, index) =>
          row.map((cell, column) =>
            cell === '' ? null : index > 0 && column === days ? Number(cell) : cell.replace(/^'(?=[+=@-])/, ''),
          ),
        ),
      );
      expect(xlsx.sheet[1]?.[days]).toBe(4);
    } finally {
      await removeTestSupplier(supplier);
    }
  });

  test('a bad RFC is refused with the Spanish message, and nothing typed is lost', async ({ page }) => {
    const supplier = await writeTestSupplier('rfc', 0);
    try {
      await openSupplier(page, supplier.id);
      const rfc = editor(page).getByLabel('RFC');
      await editor(page).getByLabel('Notas').fill('Nota que no se debe perder');
      await rfc.fill('ABC019901AB1');
      await editor(page).getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(editor(page).getByText(RFC_MESSAGES.date)).toBeVisible();
      await expect(editor(page).getByRole('alert')).toHaveText('Revisa 1 campo marcado.');
      await expect(rfc).toBeFocused();
      await expect(rfc).toHaveAttribute('aria-invalid', 'true');
      await expect(editor(page).getByLabel('Notas')).toHaveValue('Nota que no se debe perder');
      await rfc.fill('ABC01');
      await expect(editor(page).getByText(RFC_MESSAGES.shape)).toBeVisible();
      expect((await readEmulatorDocument(`suppliers/${supplier.id}`))?.tax_id).toBe(rfcOf('rfc'));
    } finally {
      await removeTestSupplier(supplier);
    }
  });

  test.describe('a linked supplier', () => {
    test.use({ expectedConsoleErrors: [/status of 409/] });

    test('cannot be deleted (the refusal names the count), and can be deactivated', async ({ page }) => {
      const supplier = await writeTestSupplier('borrar', 2);
      try {
        await openSupplier(page, supplier.id);
        await expect(page.getByTestId('supplier-product')).toHaveCount(2);
        await page.getByRole('button', { name: 'Eliminar proveedor' }).click();
        await page.getByRole('button', { name: 'Sí, eliminar' }).click();
        await expect(page.getByTestId('supplier-action-error')).toHaveText(
          'No se puede eliminar este proveedor: tiene 2 productos vinculados. Desvincúlalo de esos productos en el catálogo, o desactívalo.',
        );
        expect(await readEmulatorDocument(`suppliers/${supplier.id}`)).not.toBeNull();

        await page.getByRole('button', { name: 'Desactivar proveedor' }).click();
        await expect(page.getByTestId('supplier-status')).toHaveText('Inactivo');
        await expect(page.getByRole('button', { name: 'Reactivar proveedor' })).toBeVisible();
        await expect.poll(async () => (await readEmulatorDocument(`suppliers/${supplier.id}`))?.active).toBe(false);
        // Deactivating did not make the editor's copy stale: an edit still saves.
        await editor(page).getByLabel('Ciudad').fill('Metepec');
        await editor(page).getByRole('button', { name: 'Guardar cambios' }).click();
        await expect(editor(page).getByText('Cambios guardados.')).toBeVisible();
        // The list's "Inactivos" filter finds it, searched by its RFC; "Activos" does not.
        await page.goto('/proveedores?estado=inactivos');
        await page.getByLabel('Buscar').fill(rfcOf('borrar').toLowerCase());
        await expect(page.getByTestId('supplier-row')).toHaveCount(1);
        await expect(page.getByTestId('supplier-row')).toContainText(runTag);
        await page.getByLabel('Estado').selectOption('activos');
        await expect(page.getByTestId('suppliers-empty')).toContainText('Ningún proveedor coincide con la búsqueda.');
      } finally {
        await removeTestSupplier(supplier);
      }
    });
  });

  for (const width of [375, 1440]) {
    test(`list and supplier: no WCAG A/AA violations and no sideways scroll at ${width} px`, async ({ page }) => {
      const supplier = await writeTestSupplier(width === 375 ? 'movil' : 'escritorio', 1);
      try {
        await page.setViewportSize({ width, height: 900 });
        await openSupplier(page, supplier.id);
        await expect(page.getByTestId('supplier-product')).toHaveCount(1);
        await expectNoAxeViolations(page, `/proveedores?id=… at ${width} px`);
        await expectNoHorizontalScroll(page);
        await page.goto('/proveedores?estado=todos');
        await expect(page.getByTestId('supplier-row').first()).toBeVisible();
        await expectNoAxeViolations(page, `/proveedores at ${width} px`);
        await expectNoHorizontalScroll(page);
      } finally {
        await removeTestSupplier(supplier);
      }
    });
  }
});
