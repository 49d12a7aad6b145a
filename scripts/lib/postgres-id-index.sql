-- FerretDB 1.24 on PostgreSQL turns a filter {_id: v} into `(_jsonb -> '_id') @> v`, which its own
-- btree index on (_jsonb -> '_id') cannot answer, so every lookup by _id scans the whole table.
-- A GIN (jsonb_path_ops) index on the same expression answers `@>`: this gives every table FerretDB
-- creates one, from an event trigger, and back-fills the tables that exist. FerretDB does not know
-- of it (listIndexes does not show it) and it goes with its table. deploy/local/README.md has the
-- measurements. fastupdate = off: GIN's pending list would keep fresh inserts out of the index until
-- a vacuum, and every lookup would scan them. Run at every start; idempotent.
CREATE OR REPLACE FUNCTION sonic_index_id(tbl regclass) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = tbl AND attname = '_jsonb' AND NOT attisdropped)
    AND NOT EXISTS (SELECT 1 FROM pg_class WHERE relname = 'sonic_id_gin_' || tbl::oid) THEN
    EXECUTE format('CREATE INDEX %I ON %s USING gin ((_jsonb -> ''_id'') jsonb_path_ops) WITH (fastupdate = off)',
      'sonic_id_gin_' || tbl::oid, tbl);
  END IF;
END
$fn$;

CREATE OR REPLACE FUNCTION sonic_index_created_tables() RETURNS event_trigger LANGUAGE plpgsql AS $fn$
DECLARE
  created record;
BEGIN
  FOR created IN SELECT objid FROM pg_event_trigger_ddl_commands()
      WHERE command_tag = 'CREATE TABLE' AND object_type = 'table' LOOP
    PERFORM sonic_index_id(created.objid::regclass);
  END LOOP;
END
$fn$;

DO $do$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_event_trigger WHERE evtname = 'sonic_index_id') THEN
    CREATE EVENT TRIGGER sonic_index_id ON ddl_command_end WHEN TAG IN ('CREATE TABLE')
      EXECUTE FUNCTION sonic_index_created_tables();
  END IF;
END
$do$;

SELECT sonic_index_id(c.oid::regclass)
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema');
