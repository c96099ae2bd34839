ALTER TYPE "public"."file_purpose" ADD VALUE 'supplier';--> statement-breakpoint
ALTER TYPE "public"."file_purpose" ADD VALUE 'avatar';