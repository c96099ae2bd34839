CREATE TABLE "spare_stock_days" (
	"company_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"day" date NOT NULL,
	"quantity" numeric DEFAULT 0 NOT NULL,
	"value" numeric DEFAULT 0 NOT NULL,
	"movements" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spare_stock_days_part_id_warehouse_id_day_pk" PRIMARY KEY("part_id","warehouse_id","day")
);
--> statement-breakpoint
ALTER TABLE "spare_stock_days" ADD CONSTRAINT "spare_stock_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stock_days" ADD CONSTRAINT "spare_stock_days_part_id_spare_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."spare_parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stock_days" ADD CONSTRAINT "spare_stock_days_warehouse_id_spare_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."spare_warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spare_stock_days_company_idx" ON "spare_stock_days" USING btree ("company_id","warehouse_id","part_id");--> statement-breakpoint
DROP TABLE "spare_stock_months" CASCADE;--> statement-breakpoint
ALTER TYPE "public"."sensor_kind" ADD VALUE 'humidity' BEFORE 'pressure';--> statement-breakpoint
CREATE TABLE "sensor_readings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sensor_id" integer NOT NULL,
	"value" double precision NOT NULL,
	"read_at" timestamp (3) with time zone NOT NULL,
	"recorded_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spare_warehouse_sensors" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"sensor_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sensor_readings" ADD CONSTRAINT "sensor_readings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_readings" ADD CONSTRAINT "sensor_readings_sensor_id_device_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."device_sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_readings" ADD CONSTRAINT "sensor_readings_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_warehouse_sensors" ADD CONSTRAINT "spare_warehouse_sensors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_warehouse_sensors" ADD CONSTRAINT "spare_warehouse_sensors_warehouse_id_spare_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."spare_warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_warehouse_sensors" ADD CONSTRAINT "spare_warehouse_sensors_sensor_id_device_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."device_sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sensor_readings_sensor_at_idx" ON "sensor_readings" USING btree ("sensor_id","read_at");--> statement-breakpoint
CREATE INDEX "sensor_readings_company_idx" ON "sensor_readings" USING btree ("company_id","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "spare_warehouse_sensors_sensor_key" ON "spare_warehouse_sensors" USING btree ("sensor_id");--> statement-breakpoint
CREATE INDEX "spare_warehouse_sensors_warehouse_idx" ON "spare_warehouse_sensors" USING btree ("warehouse_id","id");--> statement-breakpoint
-- Backfill: the day balances of the stock report from the existing ledgers (UTC days, cumulative per part and warehouse, as src/spare/stock-balances.ts).
INSERT INTO "spare_stock_days" ("company_id", "part_id", "warehouse_id", "day", "quantity", "value", "movements", "updated_at")
SELECT "company_id", "part_id", "warehouse_id", "day", sum("quantity") OVER slot, sum("value") OVER slot, "movements", now()
FROM (
  SELECT "company_id", "part_id", "warehouse_id", ("at" AT TIME ZONE 'UTC')::date AS "day", sum("quantity") AS "quantity", sum("quantity" * "unit_price") AS "value", count(*)::int AS "movements"
  FROM "spare_ledger"
  GROUP BY 1, 2, 3, 4
) per_day
WINDOW slot AS (PARTITION BY "part_id", "warehouse_id" ORDER BY "day");
