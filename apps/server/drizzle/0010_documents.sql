CREATE TYPE "public"."document_visibility" AS ENUM('company', 'department');--> statement-breakpoint
CREATE TYPE "public"."file_purpose" AS ENUM('document', 'learning', 'procedure', 'device');--> statement-breakpoint
CREATE TYPE "public"."learning_kind" AS ENUM('document', 'video');--> statement-breakpoint
CREATE TYPE "public"."procedure_kind" AS ENUM('operating', 'safety');--> statement-breakpoint
CREATE TABLE "document_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"number" integer NOT NULL,
	"file_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"device_type_ids" integer[] DEFAULT '{}' NOT NULL,
	"device_ids" integer[] DEFAULT '{}' NOT NULL,
	"visibility" "document_visibility" DEFAULT 'company' NOT NULL,
	"department_id" integer,
	"current_version" integer DEFAULT 1 NOT NULL,
	"file_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] GENERATED ALWAYS AS (om_grams(search_text)) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"device_type_id" integer,
	"fault_code" text DEFAULT '' NOT NULL,
	"symptom" text NOT NULL,
	"cause" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"parts" text[] DEFAULT '{}' NOT NULL,
	"work_orders" text[] DEFAULT '{}' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"created_by" integer NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] GENERATED ALWAYS AS (om_grams(search_text)) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" "learning_kind" NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"file_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] GENERATED ALWAYS AS (om_grams(search_text)) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_records" (
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"read_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp (3) with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_records_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "procedure_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"procedure_id" integer NOT NULL,
	"number" integer NOT NULL,
	"effective_on" date NOT NULL,
	"content" text NOT NULL,
	"file_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procedures" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"device_type_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" "procedure_kind" NOT NULL,
	"latest_version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] GENERATED ALWAYS AS (om_grams(search_text)) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"text_excerpt" text DEFAULT '' NOT NULL,
	"purpose" "file_purpose" NOT NULL,
	"owner_kind" text,
	"owner_id" integer,
	"uploaded_by" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_categories" ADD CONSTRAINT "document_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_categories" ADD CONSTRAINT "document_categories_parent_id_document_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."document_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_category_id_document_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."document_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_device_type_id_device_types_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."device_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_items" ADD CONSTRAINT "learning_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_items" ADD CONSTRAINT "learning_items_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_records" ADD CONSTRAINT "learning_records_item_id_learning_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."learning_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_records" ADD CONSTRAINT "learning_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_records" ADD CONSTRAINT "learning_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_versions" ADD CONSTRAINT "procedure_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_versions" ADD CONSTRAINT "procedure_versions_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_versions" ADD CONSTRAINT "procedure_versions_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_device_type_id_device_types_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."device_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_categories_sibling_name_key" ON "document_categories" USING btree ("company_id",coalesce("parent_id", 0),"name");--> statement-breakpoint
CREATE INDEX "document_categories_parent_idx" ON "document_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "document_categories_company_sort_idx" ON "document_categories" USING btree ("company_id","sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_number_key" ON "document_versions" USING btree ("document_id","number");--> statement-breakpoint
CREATE INDEX "documents_company_updated_idx" ON "documents" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "documents_company_created_idx" ON "documents" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_company_title_idx" ON "documents" USING btree ("company_id","title","id");--> statement-breakpoint
CREATE INDEX "documents_category_idx" ON "documents" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "documents_tags_idx" ON "documents" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "documents_device_types_idx" ON "documents" USING gin ("device_type_ids");--> statement-breakpoint
CREATE INDEX "documents_devices_idx" ON "documents" USING gin ("device_ids");--> statement-breakpoint
CREATE INDEX "documents_search_grams_idx" ON "documents" USING gin ("search_grams") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "experiences_company_updated_idx" ON "experiences" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "experiences_company_created_idx" ON "experiences" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "experiences_company_title_idx" ON "experiences" USING btree ("company_id","title","id");--> statement-breakpoint
CREATE INDEX "experiences_company_fault_code_idx" ON "experiences" USING btree ("company_id","fault_code","id");--> statement-breakpoint
CREATE INDEX "experiences_device_type_idx" ON "experiences" USING btree ("device_type_id");--> statement-breakpoint
CREATE INDEX "experiences_search_grams_idx" ON "experiences" USING gin ("search_grams") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "learning_items_company_updated_idx" ON "learning_items" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "learning_items_company_created_idx" ON "learning_items" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "learning_items_company_title_idx" ON "learning_items" USING btree ("company_id","title","id");--> statement-breakpoint
CREATE INDEX "learning_items_search_grams_idx" ON "learning_items" USING gin ("search_grams") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "learning_records_user_idx" ON "learning_records" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "procedure_versions_number_key" ON "procedure_versions" USING btree ("procedure_id","number");--> statement-breakpoint
CREATE INDEX "procedure_versions_effective_idx" ON "procedure_versions" USING btree ("procedure_id","effective_on");--> statement-breakpoint
CREATE INDEX "procedures_company_title_idx" ON "procedures" USING btree ("company_id","title","id");--> statement-breakpoint
CREATE INDEX "procedures_company_updated_idx" ON "procedures" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "procedures_company_created_idx" ON "procedures" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "procedures_device_type_idx" ON "procedures" USING btree ("device_type_id");--> statement-breakpoint
CREATE INDEX "procedures_search_grams_idx" ON "procedures" USING gin ("search_grams") WITH (fastupdate=off);--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_storage_key_key" ON "stored_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "stored_files_company_created_idx" ON "stored_files" USING btree ("company_id","created_at");