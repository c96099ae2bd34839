ALTER TABLE "work_plans" ADD COLUMN "meter_sensor_key" text;--> statement-breakpoint
ALTER TABLE "work_plans" ADD COLUMN "meter_step" double precision;--> statement-breakpoint
ALTER TABLE "work_plans" ADD COLUMN "meter_next" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "work_plans_meter_idx" ON "work_plans" USING btree ("meter_sensor_key") WHERE "work_plans"."meter_sensor_key" is not null and "work_plans"."status" = 'active';--> statement-breakpoint
ALTER TABLE "work_plans" ADD CONSTRAINT "work_plans_meter_check" CHECK (("work_plans"."meter_sensor_key" is null) = ("work_plans"."meter_step" is null) and ("work_plans"."meter_step" is null or "work_plans"."meter_step" > 0));