// The package's front door. Pages and server code use only what is exported here: the engine
// behind `TCatalogueSearchEngine` is in-process (an inverted index of its own, built from the
// catalogue and kept in step with its changes), and a hosted engine such as Algolia or Typesense can
// replace `createCatalogueSearch` without the storefront noticing, apart from the calls becoming async.
export {
  CATALOGUE_SORTS,
  DEFAULT_CATALOGUE_SORT,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type TCatalogueQuery,
  type TCatalogueResult,
  type TCatalogueSearchEngine,
  type TCatalogueSort,
  type TCatalogueSuggestion,
  type TFacetCount,
} from './catalogue-query';
export {
  createCatalogueSearch,
  DEFAULT_SUGGEST_LIMIT,
  type TCatalogueSearchOptions,
  type TRankingCatalogueSearchEngine,
} from './create-catalogue-search';
export { normalizeSearchText } from './normalize-search-text';
export {
  CATALOGUE_PARAMS,
  ZCatalogueQuery,
  catalogueQueryToSearchParams,
  parseCatalogueQuery,
  type TParsedCatalogueQuery,
} from './catalogue-query-params';
export {
  createCatalogueFollower,
  type TCatalogueFollower,
  type TCatalogueFollowerOptions,
  type TCatalogueFollowerSource,
  type TCatalogueMark,
} from './catalogue-follower';
