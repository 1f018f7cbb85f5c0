// Public catalogue reads for server rendering (Firestore Lite). Paths stay inside; callers get
// functions of (db, …).
export {
  getPublishedProduct,
  listBrands,
  listCategories,
  listPublishedProducts,
  parseCatalogueDocuments,
  type TCatalogueReadOptions,
  type TInvalidCatalogueDocument,
} from './catalogue-repository';
export {
  getRetiredProduct,
  listCatalogueChanges,
  readCatalogueMark,
  type TCatalogueChanges,
} from './catalogue-state-repository';
export {
  loadPublishedCatalogue,
  readCatalogueSnapshot,
  type TCatalogueSnapshotRead,
  type TPublishedCatalogue,
  type TPublishedCatalogueOptions,
} from './catalogue-snapshot-repository';
