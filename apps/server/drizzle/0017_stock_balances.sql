ALTER TYPE "public"."approval_kind" ADD VALUE 'spare_pick';--> statement-breakpoint
ALTER TYPE "public"."spare_pick_status" ADD VALUE 'cancelled';--> statement-breakpoint
CREATE TABLE "spare_stock_months" (
	"company_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"month" date NOT NULL,
	"quantity" numeric DEFAULT 0 NOT NULL,
	"value" numeric DEFAULT 0 NOT NULL,
	"movements" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spare_stock_months_part_id_warehouse_id_month_pk" PRIMARY KEY("part_id","warehouse_id","month")
);
--> statement-breakpoint
ALTER TABLE "spare_picks" ADD COLUMN "approval_id" integer;--> statement-breakpoint
ALTER TABLE "spare_stock_months" ADD CONSTRAINT "spare_stock_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stock_months" ADD CONSTRAINT "spare_stock_months_part_id_spare_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."spare_parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stock_months" ADD CONSTRAINT "spare_stock_months_warehouse_id_spare_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."spare_warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spare_stock_months_company_month_idx" ON "spare_stock_months" USING btree ("company_id","month","warehouse_id","part_id");--> statement-breakpoint
ALTER TABLE "spare_picks" ADD CONSTRAINT "spare_picks_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spare_picks_approval_idx" ON "spare_picks" USING btree ("approval_id");--> statement-breakpoint
-- Backfill: the month balances of the stock report from the existing ledgers (UTC months, as src/spare/stock-balances.ts).
INSERT INTO "spare_stock_months" ("company_id", "part_id", "warehouse_id", "month", "quantity", "value", "movements", "updated_at")
SELECT "company_id", "part_id", "warehouse_id", (date_trunc('month', "at" AT TIME ZONE 'UTC'))::date, sum("quantity"), sum("quantity" * "unit_price"), count(*)::int, now()
FROM "spare_ledger"
GROUP BY 1, 2, 3, 4;
