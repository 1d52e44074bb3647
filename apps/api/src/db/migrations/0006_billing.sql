CREATE TYPE "public"."payment_status" AS ENUM('pending', 'failed', 'succeeded', 'canceled');--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"event_id" varchar(64) NOT NULL,
	"type" varchar(40) NOT NULL,
	"provider_payment_id" varchar(64),
	"payload" jsonb NOT NULL,
	"outcome" varchar(24) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"rate_id" integer NOT NULL,
	"billing_period" "billing_period" NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_payment_id" varchar(64) NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount_minor" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"remainder_minor" integer NOT NULL,
	"credit_used_minor" integer NOT NULL,
	"carried_credit_minor" integer NOT NULL,
	"quoted_state" jsonb NOT NULL,
	"locale" varchar(8) NOT NULL,
	"last_event_at" timestamp with time zone,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_payment" UNIQUE("provider","provider_payment_id")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "period_price_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "credit_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_client_paid_idx" ON "payments" USING btree ("client_id","paid_at");