CREATE TYPE "public"."spare_document_kind" AS ENUM('in', 'out', 'supply');--> statement-breakpoint
CREATE TYPE "public"."spare_document_reason" AS ENUM('purchase', 'work_order_return', 'stocktake_surplus', 'transfer_in', 'work_order', 'device', 'consumption', 'scrap', 'transfer_out', 'supply');--> statement-breakpoint
CREATE TYPE "public"."spare_document_status" AS ENUM('draft', 'confirmed');--> statement-breakpoint
CREATE TYPE "public"."spare_pick_status" AS ENUM('pending', 'approved', 'rejected', 'fulfilled');--> statement-breakpoint
CREATE TABLE "spare_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spare_document_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"part_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_price" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "spare_document_lines_quantity_positive" CHECK ("spare_document_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "spare_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" "spare_document_kind" NOT NULL,
	"reason" "spare_document_reason" NOT NULL,
	"status" "spare_document_status" DEFAULT 'draft' NOT NULL,
	"warehouse_id" integer NOT NULL,
	"work_order_id" integer,
	"device_id" integer,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_contact" text DEFAULT '' NOT NULL,
	"pick_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"total_quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"total_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp (3) with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spare_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"balance_after" numeric(14, 3) NOT NULL,
	"unit_price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"document_id" integer NOT NULL,
	"kind" "spare_document_kind" NOT NULL,
	"reason" "spare_document_reason" NOT NULL,
	"user_id" integer NOT NULL,
	"device_id" integer,
	"work_order_id" integer,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spare_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"min_quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"max_quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"below_min" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spare_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spare_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"manufacturer" text DEFAULT '' NOT NULL,
	"device_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"unit_price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" "record_status" DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spare_picks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"work_order_id" integer,
	"device_id" integer,
	"status" "spare_pick_status" DEFAULT 'pending' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp (3) with time zone,
	"decision_comment" text DEFAULT '' NOT NULL,
	"document_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spare_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"quantity" numeric(14, 3) DEFAULT 0 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spare_stock_quantity_nonnegative" CHECK ("spare_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "spare_warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"station_id" integer,
	"keeper_id" integer,
	"address" text DEFAULT '' NOT NULL,
	"status" "record_status" DEFAULT 'active' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spare_categories" ADD CONSTRAINT "spare_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_categories" ADD CONSTRAINT "spare_categories_parent_id_spare_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."spare_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_document_lines" ADD CONSTRAINT "spare_document_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_document_lines" ADD CONSTRAINT "spare_document_lines_document_id_spare_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."spare_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_document_lines" ADD CONSTRAINT "spare_document_lines_part_id_spare_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."spare_parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_document_lines" ADD CONSTRAINT "spare_document_lines_location_id_spare_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."spare_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_documents" ADD CONSTRAINT "spare_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_documents" ADD CONSTRAINT "spare_documents_warehouse_id_spare_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."spare_warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_ledger" ADD CONSTRAINT "spare_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_ledger" ADD CONSTRAINT "spare_ledger_part_id_spare_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."spare_parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_ledger" ADD CONSTRAINT "spare_ledger_warehouse_id_spare_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."spare_warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_ledger" ADD CONSTRAINT "spare_ledger_location_id_spare_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."spare_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_ledger" ADD CONSTRAINT "spare_ledger_document_id_spare_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."spare_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_limits" ADD CONSTRAINT "spare_limits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_limits" ADD CONSTRAINT "spare_limits_part_id_spare_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."spare_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_limits" ADD CONSTRAINT "spare_limits_warehouse_id_spare_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."spare_warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_locations" ADD CONSTRAINT "spare_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_locations" ADD CONSTRAINT "spare_locations_warehouse_id_spare_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."spare_warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_locations" ADD CONSTRAINT "spare_locations_parent_id_spare_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."spare_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_parts" ADD CONSTRAINT "spare_parts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_parts" ADD CONSTRAINT "spare_parts_category_id_spare_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."spare_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_picks" ADD CONSTRAINT "spare_picks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_picks" ADD CONSTRAINT "spare_picks_warehouse_id_spare_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."spare_warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_picks" ADD CONSTRAINT "spare_picks_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_picks" ADD CONSTRAINT "spare_picks_document_id_spare_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."spare_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stock" ADD CONSTRAINT "spare_stock_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stock" ADD CONSTRAINT "spare_stock_part_id_spare_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."spare_parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stock" ADD CONSTRAINT "spare_stock_warehouse_id_spare_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."spare_warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stock" ADD CONSTRAINT "spare_stock_location_id_spare_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."spare_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_warehouses" ADD CONSTRAINT "spare_warehouses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_warehouses" ADD CONSTRAINT "spare_warehouses_station_id_regions_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_warehouses" ADD CONSTRAINT "spare_warehouses_keeper_id_users_id_fk" FOREIGN KEY ("keeper_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spare_categories_company_code_key" ON "spare_categories" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "spare_categories_company_name_idx" ON "spare_categories" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "spare_categories_parent_idx" ON "spare_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "spare_document_lines_document_idx" ON "spare_document_lines" USING btree ("document_id","line_no");--> statement-breakpoint
CREATE INDEX "spare_document_lines_part_idx" ON "spare_document_lines" USING btree ("part_id","document_id");--> statement-breakpoint
CREATE INDEX "spare_documents_company_kind_idx" ON "spare_documents" USING btree ("company_id","kind","id");--> statement-breakpoint
CREATE INDEX "spare_documents_company_kind_created_idx" ON "spare_documents" USING btree ("company_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "spare_documents_company_kind_confirmed_idx" ON "spare_documents" USING btree ("company_id","kind","confirmed_at","id");--> statement-breakpoint
CREATE INDEX "spare_documents_company_kind_amount_idx" ON "spare_documents" USING btree ("company_id","kind","total_amount","id");--> statement-breakpoint
CREATE INDEX "spare_documents_work_order_idx" ON "spare_documents" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "spare_documents_device_idx" ON "spare_documents" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "spare_ledger_company_at_idx" ON "spare_ledger" USING btree ("company_id","at","id");--> statement-breakpoint
CREATE INDEX "spare_ledger_part_at_idx" ON "spare_ledger" USING btree ("part_id","at","id");--> statement-breakpoint
CREATE INDEX "spare_ledger_document_idx" ON "spare_ledger" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "spare_ledger_device_idx" ON "spare_ledger" USING btree ("device_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "spare_limits_part_warehouse_key" ON "spare_limits" USING btree ("part_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "spare_limits_company_idx" ON "spare_limits" USING btree ("company_id","warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spare_locations_warehouse_code_key" ON "spare_locations" USING btree ("warehouse_id","code");--> statement-breakpoint
CREATE INDEX "spare_locations_company_code_idx" ON "spare_locations" USING btree ("company_id","code","id");--> statement-breakpoint
CREATE INDEX "spare_locations_parent_idx" ON "spare_locations" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spare_parts_company_code_key" ON "spare_parts" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "spare_parts_company_name_idx" ON "spare_parts" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "spare_parts_company_price_idx" ON "spare_parts" USING btree ("company_id","unit_price","id");--> statement-breakpoint
CREATE INDEX "spare_parts_company_created_idx" ON "spare_parts" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "spare_parts_category_idx" ON "spare_parts" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "spare_parts_device_types_idx" ON "spare_parts" USING gin ("device_type_ids");--> statement-breakpoint
CREATE INDEX "spare_picks_company_idx" ON "spare_picks" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "spare_picks_company_created_idx" ON "spare_picks" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "spare_picks_company_status_idx" ON "spare_picks" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "spare_stock_slot_key" ON "spare_stock" USING btree ("part_id","warehouse_id","location_id","batch");--> statement-breakpoint
CREATE INDEX "spare_stock_company_part_idx" ON "spare_stock" USING btree ("company_id","part_id");--> statement-breakpoint
CREATE INDEX "spare_stock_warehouse_idx" ON "spare_stock" USING btree ("warehouse_id","part_id");--> statement-breakpoint
CREATE INDEX "spare_stock_location_idx" ON "spare_stock" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spare_warehouses_company_code_key" ON "spare_warehouses" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "spare_warehouses_company_name_idx" ON "spare_warehouses" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "spare_warehouses_company_created_idx" ON "spare_warehouses" USING btree ("company_id","created_at","id");