/**
 * Saves a Blob under `filename` through a temporary link (a PDF that comes from a POST cannot be a
 * plain link). The URL is let go later: the browser reads it when the download starts.
 */
export function downloadFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
