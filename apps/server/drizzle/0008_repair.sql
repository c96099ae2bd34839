CREATE TYPE "public"."fault_severity" AS ENUM('low', 'medium', 'high', 'critical');--> statement-breakpoint
CREATE TYPE "public"."fault_source" AS ENUM('device_report', 'manual', 'inspection', 'sensor_alarm');--> statement-breakpoint
CREATE TYPE "public"."fault_status" AS ENUM('open', 'confirmed', 'in_work_order', 'resolved', 'rejected');--> statement-breakpoint
CREATE TABLE "fault_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"device_type_id" integer,
	"severity" "fault_severity" DEFAULT 'medium' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faults" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"fault_code_id" integer,
	"code_key" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"severity" "fault_severity" DEFAULT 'medium' NOT NULL,
	"source" "fault_source" NOT NULL,
	"status" "fault_status" DEFAULT 'open' NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"reporter_id" integer,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"work_order_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"resolved_at" timestamp (3) with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"device_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"severity" "fault_severity" DEFAULT 'medium' NOT NULL,
	"equipment_condition" "equipment_condition" DEFAULT 'running' NOT NULL,
	"state" "work_order_state" DEFAULT 'created' NOT NULL,
	"assignee_id" integer,
	"dispatch_rule_id" integer,
	"reported_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"accept_due_at" timestamp (3) with time zone,
	"start_due_at" timestamp (3) with time zone,
	"check_due_at" timestamp (3) with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"escalated_at" timestamp (3) with time zone,
	"accepted_at" timestamp (3) with time zone,
	"started_at" timestamp (3) with time zone,
	"completed_at" timestamp (3) with time zone,
	"checked_at" timestamp (3) with time zone,
	"closed_at" timestamp (3) with time zone,
	"checker_id" integer,
	"cause" text DEFAULT '' NOT NULL,
	"action_taken" text DEFAULT '' NOT NULL,
	"downtime_start" timestamp (3) with time zone,
	"downtime_end" timestamp (3) with time zone,
	"labour" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parts_used" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos_before" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos_after" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"device_status_before" "device_status",
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fault_codes" ADD CONSTRAINT "fault_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fault_codes" ADD CONSTRAINT "fault_codes_device_type_id_device_types_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."device_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faults" ADD CONSTRAINT "faults_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faults" ADD CONSTRAINT "faults_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faults" ADD CONSTRAINT "faults_fault_code_id_fault_codes_id_fk" FOREIGN KEY ("fault_code_id") REFERENCES "public"."fault_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faults" ADD CONSTRAINT "faults_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_dispatch_rule_id_dispatch_rules_id_fk" FOREIGN KEY ("dispatch_rule_id") REFERENCES "public"."dispatch_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_checker_id_users_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fault_codes_company_code_key" ON "fault_codes" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "fault_codes_company_name_idx" ON "fault_codes" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "fault_codes_company_type_idx" ON "fault_codes" USING btree ("company_id","device_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "faults_active_key" ON "faults" USING btree ("device_id","code_key") WHERE status in ('open', 'confirmed', 'in_work_order');--> statement-breakpoint
CREATE INDEX "faults_company_last_seen_idx" ON "faults" USING btree ("company_id","last_seen_at","id");--> statement-breakpoint
CREATE INDEX "faults_company_first_seen_idx" ON "faults" USING btree ("company_id","first_seen_at","id");--> statement-breakpoint
CREATE INDEX "faults_company_status_idx" ON "faults" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "faults_company_station_idx" ON "faults" USING btree ("company_id","station_id","id");--> statement-breakpoint
CREATE INDEX "faults_device_idx" ON "faults" USING btree ("device_id","first_seen_at");--> statement-breakpoint
CREATE INDEX "faults_work_order_idx" ON "faults" USING btree ("work_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_orders_company_code_key" ON "repair_orders" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "repair_orders_company_created_idx" ON "repair_orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "repair_orders_company_reported_idx" ON "repair_orders" USING btree ("company_id","reported_at","id");--> statement-breakpoint
CREATE INDEX "repair_orders_company_state_idx" ON "repair_orders" USING btree ("company_id","state","id");--> statement-breakpoint
CREATE INDEX "repair_orders_company_station_idx" ON "repair_orders" USING btree ("company_id","station_id","id");--> statement-breakpoint
CREATE INDEX "repair_orders_company_completed_idx" ON "repair_orders" USING btree ("company_id","completed_at");--> statement-breakpoint
CREATE INDEX "repair_orders_assignee_state_idx" ON "repair_orders" USING btree ("assignee_id","state");--> statement-breakpoint
CREATE INDEX "repair_orders_device_idx" ON "repair_orders" USING btree ("device_id","completed_at");--> statement-breakpoint
CREATE INDEX "repair_orders_open_due_idx" ON "repair_orders" USING btree ("accept_due_at","start_due_at","check_due_at") WHERE state in ('created', 'assigned', 'accepted', 'completed');