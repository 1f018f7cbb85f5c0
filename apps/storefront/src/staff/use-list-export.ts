'use client';

import { useState } from 'react';
import { AppError, type TErrorCode } from '@voltia/domain';
import { toast } from '@/shared/browser/toasts';
import type { TExportState } from './export-status';
import { datedFileName, downloadListFile, type TListFileKind, type TListTable } from './list-file';

/** How one list exports its view: reading every row, then the table both files are made of. */
export type TListExport<TPlan, TRow> = {
  /** Every row the plan lists, up to the list's cap, saying how many it has read so far (of how many, when known). */
  readonly read: (
    plan: TPlan,
    onProgress: (rows: number, total?: number) => void,
  ) => Promise<{ rows: readonly TRow[]; capped: boolean }>;
  readonly table: (rows: readonly TRow[], now: Date) => TListTable;
  /** The files' name before the date: "precios" → precios-2026-11-20.csv. */
  readonly fileBase: string;
  /** The refusal a failed read or write shows, in a toast. */
  readonly failure: TErrorCode;
};

/**
 * "Exportar CSV" and "Exportar Excel" of a back-office list: every row of the current view as a
 * spreadsheet file, the progress in `state` as it reads, one export at a time.
 */
export function useListExport<TPlan, TRow>({
  read,
  table,
  fileBase,
  failure,
}: TListExport<TPlan, TRow>): { state: TExportState; exportFile: (plan: TPlan, kind: TListFileKind) => void } {
  const [state, setState] = useState<TExportState>({ status: 'idle' });
  const exportFile = (plan: TPlan, kind: TListFileKind) => {
    if (state.status === 'exporting') return;
    setState({ status: 'exporting', kind, rows: 0 });
    read(plan, (rows, total) =>
      setState({ status: 'exporting', kind, rows, ...(total === undefined ? {} : { total }) }),
    )
      .then(async ({ rows, capped }) => {
        const now = new Date();
        const fileName = datedFileName(fileBase, now, kind);
        await downloadListFile(table(rows, now), kind, fileName);
        setState({ status: 'done', rows: rows.length, fileName, capped });
      })
      .catch((error: unknown) => {
        toast.error(new AppError(failure, { cause: error }).userMessage);
        setState({ status: 'idle' });
      });
  };
  return { state, exportFile };
}
