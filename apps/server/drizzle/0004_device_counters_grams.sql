-- The keyword index of devices: bigrams and trigrams of the lower-cased text (grams of whitespace only
-- left out). om_query_grams: what a keyword looks for — its trigrams (short posting lists), or its
-- bigram when it has two characters.
CREATE FUNCTION om_grams(input text, sizes int[] DEFAULT '{2,3}') RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  s text := lower(coalesce(input, ''));
  grams text[] := '{}';
  g text;
  n int;
BEGIN
  FOREACH n IN ARRAY sizes LOOP
    FOR i IN 1 .. length(s) - n + 1 LOOP
      g := substr(s, i, n);
      IF g !~ '^\s+$' AND NOT (g = ANY (grams)) THEN
        grams := grams || g;
      END IF;
    END LOOP;
  END LOOP;
  RETURN grams;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION om_query_grams(input text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT om_grams(input, CASE WHEN length(trim(input)) >= 3 THEN '{3}'::int[] ELSE '{2}'::int[] END)
$$;
--> statement-breakpoint
-- search_grams now holds 2- and 3-grams (the GIN index goes with the column and is created again).
ALTER TABLE "devices" DROP COLUMN "search_grams";--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (om_grams(name || ' ' || model)) STORED;--> statement-breakpoint
CREATE INDEX "devices_search_grams_idx" ON "devices" USING gin ("search_grams") WITH (fastupdate=off);--> statement-breakpoint
DROP FUNCTION om_bigrams(text);--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "child_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "sensor_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE devices d SET child_count = x.n
FROM (SELECT parent_id, count(*)::integer AS n FROM devices WHERE parent_id IS NOT NULL GROUP BY 1) x WHERE d.id = x.parent_id;
--> statement-breakpoint
UPDATE devices d SET sensor_count = x.n
FROM (SELECT device_id, count(*)::integer AS n FROM device_sensors GROUP BY 1) x WHERE d.id = x.device_id;
--> statement-breakpoint
-- devices.child_count follows parent_id (statement triggers; the nested UPDATE changes no parent_id).
CREATE FUNCTION devices_child_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only when a parent_id is involved: the nested UPDATE fires these triggers again (with nothing to do).
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows WHERE parent_id IS NOT NULL) THEN
      UPDATE devices d SET child_count = d.child_count + x.n
      FROM (SELECT parent_id, count(*)::integer AS n FROM new_rows WHERE parent_id IS NOT NULL GROUP BY 1) x WHERE d.id = x.parent_id;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows WHERE parent_id IS NOT NULL) THEN
      UPDATE devices d SET child_count = d.child_count - x.n
      FROM (SELECT parent_id, count(*)::integer AS n FROM old_rows WHERE parent_id IS NOT NULL GROUP BY 1) x WHERE d.id = x.parent_id;
    END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.parent_id IS DISTINCT FROM o.parent_id) THEN
    UPDATE devices d SET child_count = d.child_count + x.n
    FROM (
      SELECT parent_id, sum(delta)::integer AS n FROM (
        SELECT parent_id, 1 AS delta FROM new_rows UNION ALL SELECT parent_id, -1 AS delta FROM old_rows
      ) changed WHERE parent_id IS NOT NULL GROUP BY 1 HAVING sum(delta) <> 0
    ) x WHERE d.id = x.parent_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER devices_child_counts_insert AFTER INSERT ON devices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION devices_child_counts();
--> statement-breakpoint
CREATE TRIGGER devices_child_counts_update AFTER UPDATE ON devices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION devices_child_counts();
--> statement-breakpoint
CREATE TRIGGER devices_child_counts_delete AFTER DELETE ON devices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION devices_child_counts();
--> statement-breakpoint
-- devices.sensor_count follows device_sensors (a sensor never changes its device).
CREATE FUNCTION device_sensor_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE devices d SET sensor_count = d.sensor_count + x.n
    FROM (SELECT device_id, count(*)::integer AS n FROM new_rows GROUP BY 1) x WHERE d.id = x.device_id;
  ELSE
    UPDATE devices d SET sensor_count = d.sensor_count - x.n
    FROM (SELECT device_id, count(*)::integer AS n FROM old_rows GROUP BY 1) x WHERE d.id = x.device_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER device_sensors_count_insert AFTER INSERT ON device_sensors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION device_sensor_counts();
--> statement-breakpoint
CREATE TRIGGER device_sensors_count_delete AFTER DELETE ON device_sensors
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION device_sensor_counts();
