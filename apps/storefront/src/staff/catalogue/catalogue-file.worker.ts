// The catalogue import's file reader, in a web worker: parsing a workbook or a CSV of 50 000 rows and
// checking each row takes seconds, which on the page's own thread would freeze the dialog (no
// "Leyendo el archivo…", no Escape) until it ends. The worker answers one file with its checked
// rows, the same TCsvFile the page would have built.
import { readCatalogueFile } from './catalogue-csv-file';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<File>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => {
  void readCatalogueFile(event.data).then((read) => scope.postMessage(read));
};
