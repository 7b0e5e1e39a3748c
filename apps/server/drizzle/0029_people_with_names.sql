-- Whether a person gave a first and a last name (decision 0070): only they are listed, counted or suggested
-- to others. Stored, so every list reads the one definition and PostgreSQL keeps it on every write.
ALTER TABLE "users" ADD COLUMN "has_name" boolean GENERATED ALWAYS AS (first_name <> '' and last_name <> '') STORED NOT NULL;
