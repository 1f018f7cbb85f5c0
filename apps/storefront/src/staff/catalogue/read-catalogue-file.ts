import { readCatalogueFile, type TCsvFile } from './catalogue-csv-file';

/**
 * A chosen catalogue file as checked rows, read by a web worker (catalogue-file.worker.ts) so the
 * page stays responsive while a large file parses. Where no worker can start (a browser without
 * them, or its script fails to load) the file is read on the page instead: slower to answer, same
 * answer, nothing lost.
 */
export function readCatalogueFileOffThread(file: File): Promise<TCsvFile> {
  if (typeof Worker === 'undefined') return readCatalogueFile(file);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./catalogue-file.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(readCatalogueFile(file));
      return;
    }
    worker.onmessage = (event: MessageEvent<TCsvFile>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(readCatalogueFile(file));
    };
    worker.postMessage(file);
  });
}
