ALTER TYPE "public"."spare_document_reason" ADD VALUE 'stocktake_loss';--> statement-breakpoint
CREATE TABLE "spare_stocktake_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"stocktake_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"expected" numeric(14, 3) NOT NULL,
	"counted" numeric(14, 3),
	"on_hand_at_confirm" numeric(14, 3),
	"booked" numeric(14, 3),
	CONSTRAINT "spare_stocktake_lines_counted_nonnegative" CHECK ("spare_stocktake_lines"."counted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "spare_stocktakes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"location_id" integer,
	"category_id" integer,
	"status" "spare_document_status" DEFAULT 'draft' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"counted_count" integer DEFAULT 0 NOT NULL,
	"in_document_id" integer,
	"out_document_id" integer,
	"created_by" integer NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp (3) with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spare_stocktake_lines" ADD CONSTRAINT "spare_stocktake_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stocktake_lines" ADD CONSTRAINT "spare_stocktake_lines_stocktake_id_spare_stocktakes_id_fk" FOREIGN KEY ("stocktake_id") REFERENCES "public"."spare_stocktakes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stocktake_lines" ADD CONSTRAINT "spare_stocktake_lines_part_id_spare_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."spare_parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stocktake_lines" ADD CONSTRAINT "spare_stocktake_lines_location_id_spare_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."spare_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stocktakes" ADD CONSTRAINT "spare_stocktakes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stocktakes" ADD CONSTRAINT "spare_stocktakes_warehouse_id_spare_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."spare_warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stocktakes" ADD CONSTRAINT "spare_stocktakes_location_id_spare_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."spare_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stocktakes" ADD CONSTRAINT "spare_stocktakes_category_id_spare_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."spare_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stocktakes" ADD CONSTRAINT "spare_stocktakes_in_document_id_spare_documents_id_fk" FOREIGN KEY ("in_document_id") REFERENCES "public"."spare_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stocktakes" ADD CONSTRAINT "spare_stocktakes_out_document_id_spare_documents_id_fk" FOREIGN KEY ("out_document_id") REFERENCES "public"."spare_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spare_stocktake_lines_slot_key" ON "spare_stocktake_lines" USING btree ("stocktake_id","part_id","location_id","batch");--> statement-breakpoint
CREATE INDEX "spare_stocktake_lines_part_idx" ON "spare_stocktake_lines" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "spare_stocktakes_company_idx" ON "spare_stocktakes" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "spare_stocktakes_company_created_idx" ON "spare_stocktakes" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "spare_stocktakes_company_confirmed_idx" ON "spare_stocktakes" USING btree ("company_id","confirmed_at","id");--> statement-breakpoint
CREATE INDEX "spare_stocktakes_warehouse_idx" ON "spare_stocktakes" USING btree ("warehouse_id","status");