CREATE TABLE "work_task_repair_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" "schedule_kind" NOT NULL,
	"task_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"repair_order_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "work_task_repair_orders" ADD CONSTRAINT "work_task_repair_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_task_repair_orders" ADD CONSTRAINT "work_task_repair_orders_task_id_work_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."work_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_task_repair_orders" ADD CONSTRAINT "work_task_repair_orders_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_task_repair_orders" ADD CONSTRAINT "work_task_repair_orders_repair_order_id_repair_orders_id_fk" FOREIGN KEY ("repair_order_id") REFERENCES "public"."repair_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_task_repair_orders" ADD CONSTRAINT "work_task_repair_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_task_repair_orders_result_key" ON "work_task_repair_orders" USING btree ("task_id","device_id","item_key");--> statement-breakpoint
CREATE INDEX "work_task_repair_orders_order_idx" ON "work_task_repair_orders" USING btree ("repair_order_id");--> statement-breakpoint
CREATE INDEX "work_task_repair_orders_company_idx" ON "work_task_repair_orders" USING btree ("company_id","created_at");