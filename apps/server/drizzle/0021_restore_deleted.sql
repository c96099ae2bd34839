CREATE TABLE "deleted_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"deleted_by" integer,
	"deleted_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deleted_records" ADD CONSTRAINT "deleted_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deleted_records_entity_key" ON "deleted_records" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "deleted_records_deleted_at_idx" ON "deleted_records" USING btree ("deleted_at");--> statement-breakpoint
-- The devices' pinyin search key (filled at start by src/devices/device-pinyin.ts) joins their search text;
-- the generated columns are made again with it (the GIN index goes with search_grams and is created again).
ALTER TABLE "devices" ADD COLUMN "pinyin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || model || ' ' || pinyin)) STORED;--> statement-breakpoint
ALTER TABLE "devices" DROP COLUMN "search_grams";--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (om_grams(name || ' ' || model || ' ' || pinyin)) STORED;--> statement-breakpoint
CREATE INDEX "devices_search_grams_idx" ON "devices" USING gin ("search_grams") WITH (fastupdate=off);
