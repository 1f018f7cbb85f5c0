import { DELIVERY_SITE_MESSAGES, INVOICE_RFC_MESSAGES, RFC_MESSAGES, formatPhoneMx } from '@voltia/domain';
import { BREAKPOINTS } from '@/shared/theme/presentation';
import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { createEmailAccount, uniqueEmail } from './auth-emulator';
import { readEmulatorDocument } from './emulator-data';
import { PASSWORD, signIn, signInAsStaff } from './account-steps';
import { DEMO_BILLING } from '@voltia/demo-data';

// The customer's invoice (CFDI 4.0) data and delivery sites on /b2b/perfil: each field says what is
// wrong with it in Spanish, the régimen and uso offered follow SAT's catalogues, and what is saved
// comes back after a reload.

async function openProfile(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const uid = await createEmailAccount(email, PASSWORD, 'Fernanda Facturas');
  await page.goto('/b2b/login?next=%2Fb2b%2Fperfil');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/b2b\/perfil$/);
  return uid;
}

test.describe('invoice data and delivery sites on the profile', () => {
  test("the invoice data: every field's Spanish error, options that follow the RFC and the régimen, saved and read back", async ({
    page,
  }) => {
    const uid = await openProfile(page, 'facturacion');
    const fiscal = page.getByRole('form', { name: 'Datos de facturación' });
    const rfc = fiscal.getByLabel('RFC');
    const regimen = fiscal.getByLabel('Régimen fiscal');
    const uso = fiscal.getByLabel('Uso del CFDI');
    const save = fiscal.getByRole('button', { name: 'Guardar datos de facturación' });

    await expect(fiscal.getByText('Aún no has guardado tus datos de facturación.')).toBeVisible();
    await save.click();
    await expect(fiscal.getByText(RFC_MESSAGES.required)).toBeVisible();
    await expect(rfc).toBeFocused();
    await expect(regimen.locator('option')).toHaveText(['Escribe primero tu RFC']);

    // A company's RFC with a wrong check digit.
    await rfc.fill('eku9003173c8');
    await save.click();
    await expect(fiscal.getByText(INVOICE_RFC_MESSAGES.checkDigit)).toBeVisible();
    await rfc.fill('eku9003173c9');
    // A company is offered the régimenes for personas morales only, and the usos its régimen allows.
    await expect(regimen.locator('option', { hasText: '601 General de Ley Personas Morales' })).toHaveCount(1);
    await expect(regimen.locator('option', { hasText: '605' })).toHaveCount(0);
    await regimen.selectOption('601');
    await expect(uso.locator('option', { hasText: 'G03 Gastos en general' })).toHaveCount(1);
    await expect(uso.locator('option', { hasText: 'D01' })).toHaveCount(0);
    await uso.selectOption('G03');
    await fiscal.getByLabel('Razón social o nombre').fill('Escuela Kemper Urgate SA de CV');
    await fiscal.getByLabel('Código postal del domicilio fiscal').fill('2601');
    await fiscal.getByLabel('Correo para recibir las facturas').fill('facturas@kemper');
    await save.click();
    await expect(fiscal.getByText(/sin el régimen de capital|SA DE CV/i).last()).toBeVisible();
    await expect(fiscal.getByLabel('Razón social o nombre')).toHaveAttribute('aria-invalid', 'true');
    await expect(fiscal.getByLabel('Código postal del domicilio fiscal')).toHaveAttribute('aria-invalid', 'true');
    await expect(fiscal.getByLabel('Correo para recibir las facturas')).toHaveAttribute('aria-invalid', 'true');

    await fiscal.getByLabel('Razón social o nombre').fill('Escuela Kemper Urgate');
    await fiscal.getByLabel('Código postal del domicilio fiscal').fill('26015');
    await fiscal.getByLabel('Correo para recibir las facturas').fill('facturas@kemper.example');
    await save.click();
    await expect(page.getByText('Guardamos tus datos de facturación.')).toBeVisible();
    await expect
      .poll(async () => readEmulatorDocument(`profile-user/${uid}/billing/fiscal`))
      .toMatchObject({
        rfc: 'EKU9003173C9',
        razon_social: 'ESCUELA KEMPER URGATE',
        regimen_fiscal: '601',
        uso_cfdi: 'G03',
        codigo_postal: '26015',
        invoice_email: 'facturas@kemper.example',
      });

    await page.reload();
    await expect(rfc).toHaveValue('EKU9003173C9');
    await expect(regimen).toHaveValue('601');
    await expect(uso).toHaveValue('G03');
    await expect(fiscal.getByText('Aún no has guardado tus datos de facturación.')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the profile with invoice data');
  });

  test('delivery sites: added with each missing field named, listed, edited and deleted; usable on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: BREAKPOINTS.xxs, height: 800 });
    await openProfile(page, 'obras');
    const sites = page.getByTestId('delivery-sites');
    await expect(sites.getByTestId('delivery-sites-empty')).toBeVisible();

    await sites.getByRole('button', { name: 'Agregar sitio de entrega' }).click();
    const editor = page.getByRole('dialog', { name: 'Nuevo sitio de entrega' });
    await editor.getByRole('button', { name: 'Guardar sitio' }).click();
    await expect(editor.getByText(DELIVERY_SITE_MESSAGES.name)).toBeVisible();
    await expect(editor.getByText(DELIVERY_SITE_MESSAGES.estado)).toBeVisible();
    await expect(editor.getByText(DELIVERY_SITE_MESSAGES.receiverPhone)).toBeVisible();
    await expect(editor.getByLabel('Nombre del sitio')).toBeFocused();
    await expectNoAxeViolations(page, 'the site editor with errors at 375 px');
    await expectNoHorizontalScroll(page);

    await editor.getByLabel('Nombre del sitio').fill('Obra Monterrey Centro');
    await editor.getByLabel('Calle').fill('Av. Constitución');
    await editor.getByLabel('Número exterior').fill('1500');
    await editor.getByLabel('Colonia').fill('Centro');
    await editor.getByLabel('Municipio o alcaldía').fill('Monterrey');
    await editor.getByLabel('Estado').selectOption('NLE');
    await editor.getByLabel('Código postal').fill('64000');
    await editor.getByLabel('Quién recibe').fill('Ing. Ramiro Treviño');
    await editor.getByLabel('Teléfono de quien recibe').fill('81 1234 567');
    await editor.getByRole('button', { name: 'Guardar sitio' }).click();
    await expect(editor.getByText(DELIVERY_SITE_MESSAGES.receiverPhone)).toBeVisible();
    await editor.getByLabel('Teléfono de quien recibe').fill('81 1234 5678');
    await editor.getByRole('button', { name: 'Guardar sitio' }).click();
    await expect(editor).toBeHidden();

    const site = sites.getByTestId('delivery-site');
    await expect(site).toHaveCount(1);
    await expect(site).toContainText('Obra Monterrey Centro');
    await expect(site).toContainText('Av. Constitución 1500, Centro');
    await expect(site).toContainText('Monterrey, Nuevo León, C.P. 64000');
    await expect(site).toContainText(`Ing. Ramiro Treviño, ${formatPhoneMx('+528112345678')}`);
    await expectNoHorizontalScroll(page);

    await site.getByRole('button', { name: 'Editar Obra Monterrey Centro' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar «Obra Monterrey Centro»' });
    await edit.getByLabel('Horario de recepción').fill('Lunes a viernes de 8:00 a 17:00');
    await edit.getByRole('button', { name: 'Guardar sitio' }).click();
    await expect(edit).toBeHidden();
    await expect(site).toContainText('Horario: Lunes a viernes de 8:00 a 17:00');

    await page.reload();
    await expect(site).toContainText('Horario: Lunes a viernes de 8:00 a 17:00');

    await site.getByRole('button', { name: 'Borrar Obra Monterrey Centro' }).click();
    await page
      .getByRole('dialog', { name: '¿Borrar este sitio de entrega?' })
      .getByRole('button', { name: 'Borrar sitio' })
      .click();
    await expect(sites.getByTestId('delivery-sites-empty')).toBeVisible();
  });

  test("the rep sees the customer's invoice data and delivery sites on the quote's desk", async ({ page }) => {
    const norte = DEMO_BILLING.find((demo) => demo.uid === 'demo-customer-norte')!;
    await signInAsStaff(page, '/cotizacion/demo-quote-norte-solicitada');
    const panel = page.getByTestId('customer-billing');
    await panel.getByText('Facturación y entrega del cliente').click();
    await expect(panel.getByText(norte.fiscal.rfc, { exact: true })).toBeVisible();
    await expect(panel.getByText('601 General de Ley Personas Morales')).toBeVisible();
    await expect(panel.getByTestId('customer-site')).toHaveCount(norte.sites.length);
    await expect(panel.getByTestId('customer-site').first()).toContainText(norte.sites[1]!.name);
    await expectNoAxeViolations(page, "the desk with the customer's invoice data open");
  });
});
