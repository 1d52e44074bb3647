CREATE TYPE "public"."billing_period" AS ENUM('month', 'year');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('trial', 'active', 'expired');--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"rate_id" integer NOT NULL,
	"status" "subscription_status" NOT NULL,
	"billing_period" "billing_period",
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"reminder_3d_sent_at" timestamp with time zone,
	"reminder_1d_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Owners who signed up before plans existed start their 14-day trial now (on a fresh database there are none).
INSERT INTO "subscriptions" ("client_id", "rate_id", "status", "period_start", "period_end")
SELECT "clients"."id", "rates"."id", 'trial', now(), now() + interval '14 days'
FROM "clients" CROSS JOIN "rates" WHERE "rates"."code" = 'business'
ON CONFLICT DO NOTHING;
