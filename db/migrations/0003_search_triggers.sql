-- Full-text search (core/search): a text-search configuration that ignores accents, the trigger that keeps
-- product.search_vector in step with the product, category and store names, and the triggers that keep
-- the search_term vocabulary (typo correction) supplied with new words.

-- Words as written, accents folded ('café' is 'cafe'). No stemming in the index: the Indonesian stemmer
-- also strips prefixes ('kemeja' becomes 'meja', a table), so the query side adds only suffix-stripped
-- stems (see core/search/query-text.ts) and matches them against these whole words.
CREATE TEXT SEARCH CONFIGURATION pasar (COPY = pg_catalog.simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION pasar ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
--> statement-breakpoint

-- The words of a name as the vocabulary keeps them: lower-case, unaccented, letters and digits, 3-40 long,
-- at least one letter. core/search/query-text.ts splits the shopper's words the same way.
CREATE FUNCTION search_words(value text) RETURNS SETOF text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word
  FROM regexp_split_to_table(lower(unaccent(coalesce(value, ''))), '[^a-z0-9]+') AS word
  WHERE length(word) BETWEEN 3 AND 40 AND word ~ '[a-z]'
$$;
--> statement-breakpoint

-- Weights: product name A, leaf category B, store and subcategory C, top category D (both languages).
CREATE FUNCTION product_search_vector_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  leaf_names text;
  sub_names text;
  top_names text;
  store_name text;
BEGIN
  SELECT c1.name || ' ' || c1.name_en,
         coalesce(c2.name || ' ' || c2.name_en, ''),
         coalesce(c3.name || ' ' || c3.name_en, '')
    INTO leaf_names, sub_names, top_names
    FROM category c1
    LEFT JOIN category c2 ON c2.id = c1.parent_id
    LEFT JOIN category c3 ON c3.id = c2.parent_id
   WHERE c1.id = NEW.category_id;
  SELECT m.name INTO store_name FROM merchant m WHERE m.id = NEW.merchant_id;
  NEW.search_vector :=
       setweight(to_tsvector('pasar', coalesce(NEW.name, '')), 'A')
    || setweight(to_tsvector('pasar', coalesce(leaf_names, '')), 'B')
    || setweight(to_tsvector('pasar', coalesce(store_name, '') || ' ' || coalesce(sub_names, '')), 'C')
    || setweight(to_tsvector('pasar', coalesce(top_names, '')), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_search_vector_refresh
BEFORE INSERT OR UPDATE OF name, category_id, merchant_id ON product
FOR EACH ROW EXECUTE FUNCTION product_search_vector_refresh();
--> statement-breakpoint

-- New words join the vocabulary with the count of the statement that brought them; existing rows are not
-- touched (no row locks on common words while a bulk insert runs). refresh_search_vocabulary() recounts.
CREATE FUNCTION product_search_terms_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_term (term, ndoc)
  SELECT w.word, count(*)::int FROM new_rows, LATERAL search_words(new_rows.name) AS w(word)
  GROUP BY w.word ORDER BY w.word
  ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_search_terms_insert
AFTER INSERT ON product REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION product_search_terms_insert();
--> statement-breakpoint
CREATE FUNCTION search_terms_add(value text) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_term (term, ndoc) SELECT word, 1 FROM search_words(value) AS word ORDER BY word
  ON CONFLICT (term) DO NOTHING
$$;
--> statement-breakpoint
CREATE FUNCTION product_search_terms_rename() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_terms_add(NEW.name);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_search_terms_rename
AFTER UPDATE OF name ON product
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION product_search_terms_rename();
--> statement-breakpoint

-- Categories and stores: their words join the vocabulary; a rename re-indexes the products it names.
CREATE FUNCTION category_search_terms_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_term (term, ndoc)
  SELECT w.word, count(*)::int FROM new_rows, LATERAL search_words(new_rows.name || ' ' || new_rows.name_en) AS w(word)
  GROUP BY w.word ORDER BY w.word
  ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER category_search_terms_insert
AFTER INSERT ON category REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION category_search_terms_insert();
--> statement-breakpoint
CREATE FUNCTION category_search_rename() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_terms_add(NEW.name || ' ' || NEW.name_en);
  -- Touching name fires product_search_vector_refresh for every product under this category.
  UPDATE product SET name = name
   WHERE category_id IN (
     SELECT c1.id FROM category c1
       LEFT JOIN category c2 ON c2.id = c1.parent_id
      WHERE c1.id = NEW.id OR c1.parent_id = NEW.id OR c2.parent_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER category_search_rename
AFTER UPDATE OF name, name_en, parent_id ON category
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_en IS DISTINCT FROM NEW.name_en OR OLD.parent_id IS DISTINCT FROM NEW.parent_id)
EXECUTE FUNCTION category_search_rename();
--> statement-breakpoint
CREATE FUNCTION merchant_search_terms_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_term (term, ndoc)
  SELECT w.word, count(*)::int FROM new_rows, LATERAL search_words(new_rows.name) AS w(word)
  GROUP BY w.word ORDER BY w.word
  ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER merchant_search_terms_insert
AFTER INSERT ON merchant REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION merchant_search_terms_insert();
--> statement-breakpoint
CREATE FUNCTION merchant_search_rename() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_terms_add(NEW.name);
  UPDATE product SET name = name WHERE merchant_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER merchant_search_rename
AFTER UPDATE OF name ON merchant
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION merchant_search_rename();
--> statement-breakpoint

-- Recounts the vocabulary from every name and drops words no name uses any more; returns the word count.
-- Run after bulk changes (seeding, imports); the triggers keep it usable in between.
CREATE FUNCTION refresh_search_vocabulary() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  words integer;
BEGIN
  DELETE FROM search_term;
  INSERT INTO search_term (term, ndoc)
  SELECT word, count(*)::int FROM (
    SELECT search_words(name) AS word FROM product
    UNION ALL SELECT search_words(name || ' ' || name_en) FROM category
    UNION ALL SELECT search_words(name) FROM merchant
  ) AS names
  GROUP BY word;
  GET DIAGNOSTICS words = ROW_COUNT;
  RETURN words;
END
$$;
--> statement-breakpoint

-- Index what is already there.
UPDATE product SET name = name;
--> statement-breakpoint
SELECT refresh_search_vocabulary();
