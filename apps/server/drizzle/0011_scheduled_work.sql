CREATE TYPE "public"."cycle_unit" AS ENUM('hour', 'shift', 'day', 'week', 'month', 'year');--> statement-breakpoint
CREATE TYPE "public"."plan_status" AS ENUM('active', 'paused', 'ended');--> statement-breakpoint
CREATE TYPE "public"."schedule_kind" AS ENUM('inspection', 'maintain', 'overhaul');--> statement-breakpoint
CREATE TYPE "public"."task_status" AS ENUM('created', 'assigned', 'accepted', 'started', 'completed', 'checked', 'closed');--> statement-breakpoint
CREATE TABLE "work_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" "schedule_kind" NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"standard_id" integer NOT NULL,
	"device_ids" integer[] NOT NULL,
	"route" boolean DEFAULT false NOT NULL,
	"cycle_unit" "cycle_unit" NOT NULL,
	"cycle_count" integer NOT NULL,
	"starts_at" timestamp(0) NOT NULL,
	"ends_on" date,
	"assignee_id" integer,
	"crew" text DEFAULT '' NOT NULL,
	"lead_minutes" integer DEFAULT 0 NOT NULL,
	"status" "plan_status" DEFAULT 'active' NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL,
	"next_due_at" timestamp(0),
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_plans_cycle_count_check" CHECK ("work_plans"."cycle_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "work_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" "schedule_kind" NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"device_type_id" integer,
	"items" jsonb NOT NULL,
	"tools" text DEFAULT '' NOT NULL,
	"safety" text DEFAULT '' NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"revision_used" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" "schedule_kind" NOT NULL,
	"code" text NOT NULL,
	"plan_id" integer NOT NULL,
	"device_key" integer NOT NULL,
	"standard_id" integer NOT NULL,
	"standard_revision" integer NOT NULL,
	"items" jsonb NOT NULL,
	"device_ids" integer[] NOT NULL,
	"due_at" timestamp(0) NOT NULL,
	"status" "task_status" DEFAULT 'created' NOT NULL,
	"assignee_id" integer,
	"crew" text DEFAULT '' NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"abnormal_count" integer DEFAULT 0 NOT NULL,
	"minutes_spent" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"close_reason" text DEFAULT '' NOT NULL,
	"started_at" timestamp (3) with time zone,
	"completed_at" timestamp (3) with time zone,
	"checked_at" timestamp (3) with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_plans" ADD CONSTRAINT "work_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_plans" ADD CONSTRAINT "work_plans_standard_id_work_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."work_standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_plans" ADD CONSTRAINT "work_plans_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_standards" ADD CONSTRAINT "work_standards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_standards" ADD CONSTRAINT "work_standards_device_type_id_device_types_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."device_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD CONSTRAINT "work_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD CONSTRAINT "work_tasks_plan_id_work_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."work_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD CONSTRAINT "work_tasks_standard_id_work_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."work_standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD CONSTRAINT "work_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_plans_company_kind_code_key" ON "work_plans" USING btree ("company_id","kind","code");--> statement-breakpoint
CREATE INDEX "work_plans_company_kind_name_idx" ON "work_plans" USING btree ("company_id","kind","name","id");--> statement-breakpoint
CREATE INDEX "work_plans_company_kind_next_idx" ON "work_plans" USING btree ("company_id","kind","next_due_at","id");--> statement-breakpoint
CREATE INDEX "work_plans_company_kind_updated_idx" ON "work_plans" USING btree ("company_id","kind","updated_at","id");--> statement-breakpoint
CREATE INDEX "work_plans_due_idx" ON "work_plans" USING btree ("next_due_at") WHERE "work_plans"."status" = 'active';--> statement-breakpoint
CREATE INDEX "work_plans_standard_idx" ON "work_plans" USING btree ("standard_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_standards_company_kind_code_key" ON "work_standards" USING btree ("company_id","kind","code");--> statement-breakpoint
CREATE INDEX "work_standards_company_kind_name_idx" ON "work_standards" USING btree ("company_id","kind","name","id");--> statement-breakpoint
CREATE INDEX "work_standards_company_kind_updated_idx" ON "work_standards" USING btree ("company_id","kind","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_tasks_plan_due_device_key" ON "work_tasks" USING btree ("plan_id","due_at","device_key");--> statement-breakpoint
CREATE INDEX "work_tasks_company_kind_due_idx" ON "work_tasks" USING btree ("company_id","kind","due_at","id");--> statement-breakpoint
CREATE INDEX "work_tasks_company_kind_status_idx" ON "work_tasks" USING btree ("company_id","kind","status","due_at");--> statement-breakpoint
CREATE INDEX "work_tasks_company_kind_code_idx" ON "work_tasks" USING btree ("company_id","kind","code","id");--> statement-breakpoint
CREATE INDEX "work_tasks_company_kind_completed_idx" ON "work_tasks" USING btree ("company_id","kind","completed_at","id");--> statement-breakpoint
CREATE INDEX "work_tasks_assignee_idx" ON "work_tasks" USING btree ("assignee_id","status");