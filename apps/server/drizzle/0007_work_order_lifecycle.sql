CREATE TYPE "public"."work_order_action" AS ENUM('create', 'assign', 'return', 'accept', 'start', 'complete', 'pass', 'fail', 'close');--> statement-breakpoint
CREATE TYPE "public"."work_order_kind" AS ENUM('repair', 'inspection', 'maintenance', 'overhaul');--> statement-breakpoint
CREATE TYPE "public"."work_order_state" AS ENUM('created', 'assigned', 'accepted', 'started', 'completed', 'checked', 'closed');--> statement-breakpoint
CREATE TABLE "work_order_transitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" "work_order_kind" NOT NULL,
	"order_id" integer NOT NULL,
	"action" "work_order_action" NOT NULL,
	"from_state" "work_order_state",
	"to_state" "work_order_state" NOT NULL,
	"actor_id" integer,
	"assignee_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_order_transitions" ADD CONSTRAINT "work_order_transitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_transitions" ADD CONSTRAINT "work_order_transitions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_transitions" ADD CONSTRAINT "work_order_transitions_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_transitions_order_idx" ON "work_order_transitions" USING btree ("kind","order_id","id");--> statement-breakpoint
CREATE INDEX "work_order_transitions_company_at_idx" ON "work_order_transitions" USING btree ("company_id","at");