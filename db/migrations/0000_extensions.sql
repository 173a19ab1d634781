-- Trigram matching for typo-tolerant search and unaccent for accent-insensitive names.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
