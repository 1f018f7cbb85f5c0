import type { Page } from '@playwright/test';

// The sign-in screen's steps several journeys share (on /b2b/login).

/** The password every journey's email account uses (it meets the password policy). */
export const PASSWORD = 'Prueba-2026';

export async function register(page: Page, email: string, first = 'Ana', last = 'Prueba'): Promise<void> {
  await page.getByRole('tab', { name: 'Crear cuenta' }).click();
  await page.getByLabel('Nombre', { exact: true }).fill(first);
  await page.getByLabel('Apellido').fill(last);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
}
