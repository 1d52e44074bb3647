CREATE TABLE "customer_bot_sign_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"poll_token_hash" varchar(64) NOT NULL,
	"start_nonce" varchar(32) NOT NULL,
	"telegram_user_id" bigint,
	"telegram_username" varchar(32),
	"telegram_name" varchar(100),
	"telegram_language" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	CONSTRAINT "customer_bot_sign_ins_poll_token_hash_unique" UNIQUE("poll_token_hash"),
	CONSTRAINT "customer_bot_sign_ins_start_nonce_unique" UNIQUE("start_nonce")
);
--> statement-breakpoint
CREATE TABLE "customer_email_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"email" varchar(254) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" varchar(24) NOT NULL,
	"text" varchar(2000),
	"data" jsonb,
	"author_client_id" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" varchar(24) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"parent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	CONSTRAINT "customer_refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "customer_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" varchar(100),
	"phone" varchar(16),
	"email" varchar(254),
	"language" varchar(2) NOT NULL,
	"telegram_user_id" bigint,
	"telegram_username" varchar(32),
	"source" varchar(16) NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "customers_project_id_key" UNIQUE("project_id","id"),
	CONSTRAINT "customers_project_telegram_key" UNIQUE("project_id","telegram_user_id"),
	CONSTRAINT "customers_project_email_key" UNIQUE("project_id","email"),
	CONSTRAINT "customers_project_phone_key" UNIQUE("project_id","phone"),
	CONSTRAINT "customers_discount_range" CHECK ("customers"."discount_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "customer_bot_sign_ins" ADD CONSTRAINT "customer_bot_sign_ins_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_email_codes" ADD CONSTRAINT "customer_email_codes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_events" ADD CONSTRAINT "customer_events_author_client_id_clients_id_fk" FOREIGN KEY ("author_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_events" ADD CONSTRAINT "customer_events_customer_fk" FOREIGN KEY ("project_id","customer_id") REFERENCES "public"."customers"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD CONSTRAINT "customer_notifications_customer_fk" FOREIGN KEY ("project_id","customer_id") REFERENCES "public"."customers"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_refresh_tokens" ADD CONSTRAINT "customer_refresh_tokens_session_id_customer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."customer_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_customer_fk" FOREIGN KEY ("project_id","customer_id") REFERENCES "public"."customers"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_email_codes_lookup_idx" ON "customer_email_codes" USING btree ("project_id","email","created_at");--> statement-breakpoint
CREATE INDEX "customer_events_customer_idx" ON "customer_events" USING btree ("project_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_notifications_customer_idx" ON "customer_notifications" USING btree ("project_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_refresh_tokens_session_idx" ON "customer_refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "customer_sessions_customer_idx" ON "customer_sessions" USING btree ("project_id","customer_id");--> statement-breakpoint
CREATE INDEX "customers_project_created_idx" ON "customers" USING btree ("project_id","created_at");