ALTER TYPE "public"."file_purpose" ADD VALUE 'repair';--> statement-breakpoint
-- The library's keyword plans (issue 15 bench, 100,000 documents): with the default statistics target the
-- planner sees too few of search_grams' common elements, under-estimates a common word's matches and
-- reads and sorts all of them instead of walking documents_company_updated_idx until the page is full.
ALTER TABLE "documents" ALTER COLUMN "search_grams" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "documents";
