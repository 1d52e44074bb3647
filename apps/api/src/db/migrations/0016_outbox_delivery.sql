ALTER TABLE "domain_events" ADD COLUMN "available_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_events" ADD COLUMN "done_reactions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "domain_events_due_idx" ON "domain_events" USING btree ("available_at") WHERE "domain_events"."delivered_at" is null;