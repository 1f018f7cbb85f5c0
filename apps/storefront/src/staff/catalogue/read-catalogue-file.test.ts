import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCatalogueFileOffThread } from './read-catalogue-file';

const HEADER = 'sku,descripcion,marca,categoria,unidad,atributos,proveedores,imagenes,publicado';
const csvFile = () =>
  new File([`${HEADER}\nA-1,Cable THW calibre 12,condumex,cables,rollo,,prov-norte,,si`], 'catalogo.csv');

/** A stand-in for the browser's Worker: records what it was sent, then answers or fails as told. */
function fakeWorker(behaviour: 'answers' | 'fails' | 'throws') {
  const sent: unknown[] = [];
  let terminated = 0;
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: ((event: { preventDefault: () => void }) => void) | null = null;
    constructor() {
      if (behaviour === 'throws') throw new Error('no workers here');
    }
    postMessage(message: unknown) {
      sent.push(message);
      queueMicrotask(() => {
        if (behaviour === 'answers') this.onmessage?.({ data: { ok: false, errors: [], from: 'worker' } });
        else this.onerror?.({ preventDefault: () => undefined });
      });
    }
    terminate() {
      terminated += 1;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return { sent, terminated: () => terminated };
}

describe('readCatalogueFileOffThread', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands the file to a worker and answers with what the worker read, then ends the worker', async () => {
    const worker = fakeWorker('answers');
    const file = csvFile();
    expect(await readCatalogueFileOffThread(file)).toEqual({ ok: false, errors: [], from: 'worker' });
    expect(worker.sent).toEqual([file]);
    expect(worker.terminated()).toBe(1);
  });

  it('reads the file on the page when the worker fails to load or cannot start: the same rows, nothing lost', async () => {
    const failing = fakeWorker('fails');
    const read = await readCatalogueFileOffThread(csvFile());
    expect(read.ok && read.rows.map((row) => row.record.sku)).toEqual(['A-1']);
    expect(failing.terminated()).toBe(1);
    fakeWorker('throws');
    const again = await readCatalogueFileOffThread(csvFile());
    expect(again.ok && again.good).toBe(1);
  });

  it('reads on the page where there are no workers at all', async () => {
    vi.stubGlobal('Worker', undefined);
    const read = await readCatalogueFileOffThread(csvFile());
    expect(read.ok && read.good).toBe(1);
  });
});
