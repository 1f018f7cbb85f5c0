import { downloadFile } from '@/shared/browser/download-file';

/** Hands a CSV text (csvText's, byte order mark included) to the browser as a file download. */
export function downloadCsv(text: string, fileName: string): void {
  downloadFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}
