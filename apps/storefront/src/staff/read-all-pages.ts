import { loadStaffBackend, type TStaffBackend } from './staff-backend';

/** Rows read per round trip while exporting: far fewer trips than the screens' pages of 25. */
const EXPORT_PAGE_SIZE = 500;

/** One page of a back-office list read once: its rows and where the next starts (null: the last). */
export type TReadPage<TRow, TCursor> = (
  backend: TStaffBackend,
  cursor: TCursor | null,
  pageSize: number,
) => Promise<{ readonly rows: readonly TRow[]; readonly next: TCursor | null }>;

/**
 * Every row of a back-office list's view, page after page with plain reads (not the listener), up to
 * `maxRows` (the cap of one file), saying how many it has read so far: what the exports are made of.
 */
export async function readAllPages<TRow, TCursor>(
  readPage: TReadPage<TRow, TCursor>,
  maxRows: number,
  onProgress: (rows: number) => void,
): Promise<{ rows: TRow[]; capped: boolean }> {
  const backend = await loadStaffBackend();
  const rows: TRow[] = [];
  let cursor: TCursor | null = null;
  do {
    const page = await readPage(backend, cursor, EXPORT_PAGE_SIZE);
    rows.push(...page.rows);
    cursor = page.next;
    onProgress(Math.min(rows.length, maxRows));
  } while (cursor !== null && rows.length < maxRows);
  return { rows: rows.slice(0, maxRows), capped: rows.length > maxRows || cursor !== null };
}
