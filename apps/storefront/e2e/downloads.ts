import { readFile } from 'node:fs/promises';
import { readSheet, type SheetData } from 'read-excel-file/node';
import type { Download, Page } from '@playwright/test';

// The back-office's downloads as a journey reads them: the button clicked by its exact name, the
// file Playwright saved, and its text or its first sheet's cells.

/** Clicks the button named `name` and answers the file it downloads and where Playwright saved it. */
export async function downloadedBy(page: Page, name: string): Promise<{ file: Download; path: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name, exact: true }).click();
  const file = await download;
  return { file, path: (await file.path())! };
}

/** Clicks the button named `name` and answers the file it downloads, with its name and text. */
export async function downloadBy(page: Page, name: string): Promise<{ file: Download; text: string }> {
  const { file, path } = await downloadedBy(page, name);
  return { file, text: await readFile(path, 'utf8') };
}

/** Clicks the button named `name` and answers the workbook it downloads, with its name and its first sheet's cells. */
export async function downloadSheetBy(page: Page, name: string): Promise<{ file: Download; sheet: SheetData }> {
  const { file, path } = await downloadedBy(page, name);
  return { file, sheet: await readSheet(path) };
}
