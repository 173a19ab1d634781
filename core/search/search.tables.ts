import { index, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The search vocabulary: every distinct word (lower-case, unaccented, 3+ characters) of product, category
 * and store names, with the number of names it appears in. Typo correction looks words up here with
 * trigram similarity, a few thousand rows instead of every product name. Triggers add new words as rows
 * arrive; refreshSearchVocabulary() recounts and drops words no name uses any more. A derived table, so it
 * has no timestamps.
 */
export const searchTerm = pgTable(
  "search_term",
  {
    term: text("term").primaryKey(),
    ndoc: integer("ndoc").notNull().default(0),
  },
  (table) => [
    index("idx_search_term_term_trgm").using("gin", table.term.op("gin_trgm_ops")).with({ fastupdate: false }),
    // The header box completes a first word from here ('kem' → 'kemeja'): `like 'kem%'` reads this range of
    // the index instead of every word (the primary key's collation cannot serve a prefix).
    index("idx_search_term_term_prefix").on(table.term.op("text_pattern_ops")),
  ],
);
