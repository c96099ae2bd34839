ALTER TYPE "public"."file_purpose" ADD VALUE 'task';--> statement-breakpoint
DROP INDEX "work_tasks_plan_due_device_key";--> statement-breakpoint
ALTER TABLE "work_tasks" ADD COLUMN "parts_used" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD COLUMN "planned_due_at" timestamp(0);--> statement-breakpoint
UPDATE "work_tasks" SET "planned_due_at" = "due_at";--> statement-breakpoint
ALTER TABLE "work_tasks" ALTER COLUMN "planned_due_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD COLUMN "dispatch_rule_id" integer;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD COLUMN "accept_due_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD COLUMN "start_due_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD COLUMN "complete_due_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD COLUMN "escalated_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD CONSTRAINT "work_tasks_dispatch_rule_id_dispatch_rules_id_fk" FOREIGN KEY ("dispatch_rule_id") REFERENCES "public"."dispatch_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_tasks_plan_planned_device_key" ON "work_tasks" USING btree ("plan_id","planned_due_at","device_key");--> statement-breakpoint
CREATE INDEX "work_tasks_deadlines_idx" ON "work_tasks" USING btree ("accept_due_at","start_due_at","complete_due_at") WHERE "work_tasks"."dispatch_rule_id" is not null and "work_tasks"."status" in ('assigned', 'accepted', 'started');