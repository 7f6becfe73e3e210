-- Product search uses trigram similarity (SERVER-24); the extension must exist before the
-- gin_trgm_ops indexes of the next migration. PGlite loads it through `extensions: { pg_trgm }`.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
