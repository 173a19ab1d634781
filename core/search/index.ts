export { createSearchService, type SearchService } from "./search.service.ts";
