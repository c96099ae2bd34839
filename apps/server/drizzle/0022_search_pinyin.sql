CREATE TABLE "search_pinyin" (
	"source" text NOT NULL,
	"record_id" integer NOT NULL,
	"name" text NOT NULL,
	"pinyin" text,
	"grams" text[] GENERATED ALWAYS AS (om_grams(coalesce(pinyin, ''))) STORED,
	CONSTRAINT "search_pinyin_source_record_id_pk" PRIMARY KEY("source","record_id")
);
--> statement-breakpoint
CREATE INDEX "search_pinyin_pending_idx" ON "search_pinyin" USING btree ("source","record_id") WHERE pinyin is null;--> statement-breakpoint
CREATE INDEX "search_pinyin_grams_idx" ON "search_pinyin" USING gin ("grams") WITH (fastupdate=off);--> statement-breakpoint
-- The devices' pinyin moves to search_pinyin with every other searched name: the generated columns are
-- made again without it (the GIN index goes with search_grams and is created again).
ALTER TABLE "devices" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "devices" DROP COLUMN "search_grams";--> statement-breakpoint
ALTER TABLE "devices" DROP COLUMN "pinyin";--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || model)) STORED;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (om_grams(name || ' ' || model)) STORED;--> statement-breakpoint
CREATE INDEX "devices_search_grams_idx" ON "devices" USING gin ("search_grams") WITH (fastupdate=off);--> statement-breakpoint
-- Whatever writes a searched name (a resource, a workflow, an import, the seed, a restore), the trigger
-- keeps its row in search_pinyin: a name with Chinese characters is marked pending (pinyin null) when it
-- is new or changed, a name without is left out, a deleted record's row goes. TG_ARGV[0]: the name column.
CREATE FUNCTION om_search_pinyin_mark() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_pinyin WHERE source = TG_TABLE_NAME AND record_id = OLD.id;
    RETURN NULL;
  END IF;
  named := coalesce(to_jsonb(NEW) ->> TG_ARGV[0], '');
  IF named ~ '[\u4e00-\u9fff]' THEN
    INSERT INTO search_pinyin (source, record_id, name, pinyin) VALUES (TG_TABLE_NAME, NEW.id, named, NULL)
      ON CONFLICT (source, record_id) DO UPDATE SET name = EXCLUDED.name, pinyin = NULL
      WHERE search_pinyin.name IS DISTINCT FROM EXCLUDED.name;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM search_pinyin WHERE source = TG_TABLE_NAME AND record_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER devices_search_pinyin AFTER INSERT OR UPDATE OF name OR DELETE ON devices FOR EACH ROW EXECUTE FUNCTION om_search_pinyin_mark('name');
--> statement-breakpoint
CREATE TRIGGER users_search_pinyin AFTER INSERT OR UPDATE OF name OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION om_search_pinyin_mark('name');
--> statement-breakpoint
CREATE TRIGGER spare_parts_search_pinyin AFTER INSERT OR UPDATE OF name OR DELETE ON spare_parts FOR EACH ROW EXECUTE FUNCTION om_search_pinyin_mark('name');
--> statement-breakpoint
CREATE TRIGGER repair_orders_search_pinyin AFTER INSERT OR UPDATE OF title OR DELETE ON repair_orders FOR EACH ROW EXECUTE FUNCTION om_search_pinyin_mark('title');
--> statement-breakpoint
CREATE TRIGGER faults_search_pinyin AFTER INSERT OR UPDATE OF description OR DELETE ON faults FOR EACH ROW EXECUTE FUNCTION om_search_pinyin_mark('description');
--> statement-breakpoint
CREATE TRIGGER work_plans_search_pinyin AFTER INSERT OR UPDATE OF name OR DELETE ON work_plans FOR EACH ROW EXECUTE FUNCTION om_search_pinyin_mark('name');
--> statement-breakpoint
CREATE TRIGGER work_standards_search_pinyin AFTER INSERT OR UPDATE OF name OR DELETE ON work_standards FOR EACH ROW EXECUTE FUNCTION om_search_pinyin_mark('name');
--> statement-breakpoint
CREATE TRIGGER suppliers_search_pinyin AFTER INSERT OR UPDATE OF name OR DELETE ON suppliers FOR EACH ROW EXECUTE FUNCTION om_search_pinyin_mark('name');
--> statement-breakpoint
CREATE TRIGGER customers_search_pinyin AFTER INSERT OR UPDATE OF name OR DELETE ON customers FOR EACH ROW EXECUTE FUNCTION om_search_pinyin_mark('name');
--> statement-breakpoint
CREATE TRIGGER purchase_requests_search_pinyin AFTER INSERT OR UPDATE OF title OR DELETE ON purchase_requests FOR EACH ROW EXECUTE FUNCTION om_search_pinyin_mark('title');
--> statement-breakpoint
CREATE TRIGGER documents_search_pinyin AFTER INSERT OR UPDATE OF title OR DELETE ON documents FOR EACH ROW EXECUTE FUNCTION om_search_pinyin_mark('title');
--> statement-breakpoint
-- The names written before: pending, the server computes their keys at start.
INSERT INTO search_pinyin (source, record_id, name) SELECT 'devices', id, name FROM devices WHERE name ~ '[\u4e00-\u9fff]';
--> statement-breakpoint
INSERT INTO search_pinyin (source, record_id, name) SELECT 'users', id, name FROM users WHERE name ~ '[\u4e00-\u9fff]';
--> statement-breakpoint
INSERT INTO search_pinyin (source, record_id, name) SELECT 'spare_parts', id, name FROM spare_parts WHERE name ~ '[\u4e00-\u9fff]';
--> statement-breakpoint
INSERT INTO search_pinyin (source, record_id, name) SELECT 'repair_orders', id, title FROM repair_orders WHERE title ~ '[\u4e00-\u9fff]';
--> statement-breakpoint
INSERT INTO search_pinyin (source, record_id, name) SELECT 'faults', id, description FROM faults WHERE description ~ '[\u4e00-\u9fff]';
--> statement-breakpoint
INSERT INTO search_pinyin (source, record_id, name) SELECT 'work_plans', id, name FROM work_plans WHERE name ~ '[\u4e00-\u9fff]';
--> statement-breakpoint
INSERT INTO search_pinyin (source, record_id, name) SELECT 'work_standards', id, name FROM work_standards WHERE name ~ '[\u4e00-\u9fff]';
--> statement-breakpoint
INSERT INTO search_pinyin (source, record_id, name) SELECT 'suppliers', id, name FROM suppliers WHERE name ~ '[\u4e00-\u9fff]';
--> statement-breakpoint
INSERT INTO search_pinyin (source, record_id, name) SELECT 'customers', id, name FROM customers WHERE name ~ '[\u4e00-\u9fff]';
--> statement-breakpoint
INSERT INTO search_pinyin (source, record_id, name) SELECT 'purchase_requests', id, title FROM purchase_requests WHERE title ~ '[\u4e00-\u9fff]';
--> statement-breakpoint
INSERT INTO search_pinyin (source, record_id, name) SELECT 'documents', id, title FROM documents WHERE title ~ '[\u4e00-\u9fff]';
