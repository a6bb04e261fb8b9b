/**
 * The NOTIFY channels every server process listens on to keep its in-memory copies of the
 * catalogue (the snapshot and remembered results of catalogue-cache.ts, the search index of
 * search/search-index-keeper.ts) in step with the database.
 */

/** Sent at commit by every catalogue write (search.service.ts notifyCatalogueChanged). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** Sent by a trigger (migration 0004) when a product's stock, prices or active flag change. */
export const PRODUCT_CHANNEL = 'product_changed';
/** Sent at commit when staff change the search synonyms (search/search-synonyms.service.ts). */
export const SYNONYMS_CHANNEL = 'search_synonyms_changed';
