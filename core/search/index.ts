export {
  createSearchService,
  createSearchServiceWith,
  type SearchService,
  type ListOptions,
} from "./search.service.ts";
export { createSearchRepository, type SearchRepository } from "./search.repository.ts";
export { listQuery, autocompleteQuery, parseListFilters, MAX_LIST_VALUES, MAX_PAGE } from "./search.inputs.ts";
export * from "./search.dto.ts";
export * from "./search.view.ts";
export { RANKING, searchBoost, relevance } from "./ranking.ts";
export { searchTerm } from "./search.tables.ts";

import type { Executor } from "../../db/client.ts";
import { createSearchRepository } from "./search.repository.ts";

/**
 * Recounts the search vocabulary (the words typo correction draws from) from every product, category and
 * store name, dropping words no name uses any more; returns the number of words. Triggers add new words as
 * rows arrive, so search works without it; run it after bulk inserts (the seed, growCatalog, imports) so
 * that corrections prefer the words most names use.
 */
export async function refreshSearchVocabulary(db: Executor): Promise<number> {
  return createSearchRepository(db).refreshVocabulary();
}
