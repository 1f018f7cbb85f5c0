/** Saves a Blob under `filename` through a temporary link (the browser's own download). */
export function downloadFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the download has taken the data by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
