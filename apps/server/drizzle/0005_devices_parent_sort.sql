-- The ledger sorts by parent (the parts of each assembly together) with a per-company ordered index scan.
CREATE INDEX "devices_company_parent_idx" ON "devices" USING btree ("company_id","parent_id","id");
