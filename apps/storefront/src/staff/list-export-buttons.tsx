'use client';

import { BusyButton } from './shell/busy-button';
import type { TExportState } from './export-status';
import { LIST_EXPORT_LABELS, type TListFileKind } from './list-file';

/** "Exportar CSV" and "Exportar Excel" of a list: the one making its file shows busy. */
export function ListExportButtons({
  state,
  onExport,
  tone = 'primary',
}: {
  state: TExportState;
  onExport: (kind: TListFileKind) => void;
  /** The CSV button's tone (the Excel one is secondary): primary where the export is the screen's main action. */
  tone?: 'primary' | 'secondary';
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {(['csv', 'xlsx'] as const).map((kind) => (
        <BusyButton
          key={kind}
          tone={kind === 'csv' ? tone : 'secondary'}
          busy={state.status === 'exporting' && state.kind === kind}
          onClick={() => onExport(kind)}
        >
          {LIST_EXPORT_LABELS[kind]}
        </BusyButton>
      ))}
    </div>
  );
}
