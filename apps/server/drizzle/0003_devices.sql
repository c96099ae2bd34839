-- Bigrams of the lower-cased text (pairs of whitespace only left out), for the device keyword's GIN index.
CREATE FUNCTION om_bigrams(input text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  s text := lower(coalesce(input, ''));
  grams text[] := '{}';
  g text;
BEGIN
  FOR i IN 1 .. length(s) - 1 LOOP
    g := substr(s, i, 2);
    IF g !~ '^\s+$' AND NOT (g = ANY (grams)) THEN
      grams := grams || g;
    END IF;
  END LOOP;
  RETURN grams;
END;
$$;
--> statement-breakpoint
CREATE TYPE "public"."device_event_kind" AS ENUM('created', 'status_changed', 'moved', 'fault_report', 'work_order', 'task');--> statement-breakpoint
CREATE TYPE "public"."device_status" AS ENUM('in_use', 'standby', 'under_repair', 'scrapped');--> statement-breakpoint
CREATE TYPE "public"."sensor_kind" AS ENUM('temperature', 'pressure', 'vibration', 'current', 'voltage', 'level', 'flow', 'speed', 'other');--> statement-breakpoint
CREATE TYPE "public"."special_equipment_category" AS ENUM('pressure_vessel', 'boiler', 'lift', 'crane', 'pressure_piping', 'forklift', 'other');--> statement-breakpoint
CREATE TABLE "device_counts" (
	"company_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"status" "device_status" NOT NULL,
	"importance" "device_importance" NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "device_counts_pkey" PRIMARY KEY("company_id","region_id","unit_id","station_id","type_id","status","importance")
);
--> statement-breakpoint
CREATE TABLE "device_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"kind" "device_event_kind" NOT NULL,
	"ref_id" integer,
	"title" text NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_sensors" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"kind" "sensor_kind" DEFAULT 'other' NOT NULL,
	"warn_low" double precision,
	"warn_high" double precision,
	"alarm_low" double precision,
	"alarm_high" double precision,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"template" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"manufacturer" text DEFAULT '' NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"station_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"importance" "device_importance" DEFAULT 'C' NOT NULL,
	"status" "device_status" DEFAULT 'in_use' NOT NULL,
	"commissioned_on" date,
	"warranty_until" date,
	"parent_id" integer,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || model)) STORED,
	"search_grams" text[] GENERATED ALWAYS AS (om_bigrams(name || ' ' || model)) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"category" "special_equipment_category" NOT NULL,
	"certificate_no" text DEFAULT '' NOT NULL,
	"inspecting_body" text DEFAULT '' NOT NULL,
	"last_inspected_on" date,
	"next_inspection_on" date NOT NULL,
	"responsible_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"last_notified_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_sensors" ADD CONSTRAINT "device_sensors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_sensors" ADD CONSTRAINT "device_sensors_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_types" ADD CONSTRAINT "device_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_types" ADD CONSTRAINT "device_types_parent_id_device_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."device_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_type_id_device_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."device_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_station_id_regions_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_parent_id_devices_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_equipment" ADD CONSTRAINT "special_equipment_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_equipment" ADD CONSTRAINT "special_equipment_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_events_device_at_idx" ON "device_events" USING btree ("device_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_sensors_device_key_key" ON "device_sensors" USING btree ("device_id","key");--> statement-breakpoint
CREATE INDEX "device_sensors_company_idx" ON "device_sensors" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_types_company_code_key" ON "device_types" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "device_types_company_name_idx" ON "device_types" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "device_types_parent_idx" ON "device_types" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_company_code_key" ON "devices" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "devices_company_name_idx" ON "devices" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "devices_company_model_idx" ON "devices" USING btree ("company_id","model","id");--> statement-breakpoint
CREATE INDEX "devices_company_manufacturer_idx" ON "devices" USING btree ("company_id","manufacturer","id");--> statement-breakpoint
CREATE INDEX "devices_company_serial_idx" ON "devices" USING btree ("company_id","serial_number","id");--> statement-breakpoint
CREATE INDEX "devices_company_type_idx" ON "devices" USING btree ("company_id","type_id","id");--> statement-breakpoint
CREATE INDEX "devices_company_station_idx" ON "devices" USING btree ("company_id","station_id","id");--> statement-breakpoint
CREATE INDEX "devices_company_location_idx" ON "devices" USING btree ("company_id","location","id");--> statement-breakpoint
CREATE INDEX "devices_company_importance_idx" ON "devices" USING btree ("company_id","importance","id");--> statement-breakpoint
CREATE INDEX "devices_company_status_idx" ON "devices" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "devices_company_commissioned_idx" ON "devices" USING btree ("company_id","commissioned_on","id");--> statement-breakpoint
CREATE INDEX "devices_company_warranty_idx" ON "devices" USING btree ("company_id","warranty_until","id");--> statement-breakpoint
CREATE INDEX "devices_company_created_idx" ON "devices" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "devices_company_updated_idx" ON "devices" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "devices_region_idx" ON "devices" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "devices_unit_idx" ON "devices" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "devices_parent_idx" ON "devices" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "devices_code_prefix_idx" ON "devices" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "devices_search_grams_idx" ON "devices" USING gin ("search_grams") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "special_equipment_company_next_idx" ON "special_equipment" USING btree ("company_id","next_inspection_on","id");--> statement-breakpoint
CREATE INDEX "special_equipment_company_category_idx" ON "special_equipment" USING btree ("company_id","category","id");--> statement-breakpoint
CREATE INDEX "special_equipment_company_certificate_idx" ON "special_equipment" USING btree ("company_id","certificate_no","id");--> statement-breakpoint
CREATE INDEX "special_equipment_company_last_idx" ON "special_equipment" USING btree ("company_id","last_inspected_on","id");--> statement-breakpoint
CREATE INDEX "special_equipment_company_created_idx" ON "special_equipment" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "special_equipment_next_idx" ON "special_equipment" USING btree ("next_inspection_on");--> statement-breakpoint
CREATE INDEX "special_equipment_device_idx" ON "special_equipment" USING btree ("device_id");
--> statement-breakpoint
-- device_counts follows every statement on devices (transition tables: one grouped upsert per statement).
CREATE FUNCTION device_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO device_counts AS c (company_id, region_id, unit_id, station_id, type_id, status, importance, n)
      SELECT company_id, region_id, unit_id, station_id, type_id, status, importance, count(*)::integer
      FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (company_id, region_id, unit_id, station_id, type_id, status, importance) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO device_counts AS c (company_id, region_id, unit_id, station_id, type_id, status, importance, n)
      SELECT company_id, region_id, unit_id, station_id, type_id, status, importance, -count(*)::integer
      FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (company_id, region_id, unit_id, station_id, type_id, status, importance) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO device_counts AS c (company_id, region_id, unit_id, station_id, type_id, status, importance, n)
      SELECT company_id, region_id, unit_id, station_id, type_id, status, importance, sum(delta)::integer
      FROM (
        SELECT company_id, region_id, unit_id, station_id, type_id, status, importance, 1 AS delta FROM new_rows
        UNION ALL
        SELECT company_id, region_id, unit_id, station_id, type_id, status, importance, -1 AS delta FROM old_rows
      ) changed
      GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (company_id, region_id, unit_id, station_id, type_id, status, importance) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER devices_counts_insert AFTER INSERT ON devices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION device_counts_apply();
--> statement-breakpoint
CREATE TRIGGER devices_counts_update AFTER UPDATE ON devices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION device_counts_apply();
--> statement-breakpoint
CREATE TRIGGER devices_counts_delete AFTER DELETE ON devices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION device_counts_apply();
--> statement-breakpoint
-- A station or unit that moves in the region tree takes its devices' unit_id / region_id along.
CREATE FUNCTION regions_move_devices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS DISTINCT FROM OLD.parent_id THEN
    UPDATE devices d SET unit_id = s.parent_id, region_id = u.parent_id
    FROM regions s JOIN regions u ON u.id = s.parent_id
    WHERE d.station_id = s.id
      AND (s.id = NEW.id OR s.parent_id = NEW.id)
      AND (d.unit_id <> s.parent_id OR d.region_id <> u.parent_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER regions_move_devices AFTER UPDATE OF parent_id ON regions
  FOR EACH ROW EXECUTE FUNCTION regions_move_devices();
