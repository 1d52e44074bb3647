CREATE TABLE "project_bot_updates" (
	"project_id" uuid NOT NULL,
	"telegram_bot_id" bigint NOT NULL,
	"update_id" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_bot_updates_project_id_telegram_bot_id_update_id_pk" PRIMARY KEY("project_id","telegram_bot_id","update_id")
);
--> statement-breakpoint
CREATE TABLE "project_bots" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"telegram_bot_id" bigint NOT NULL,
	"username" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"token_encrypted" text NOT NULL,
	"webhook_secret_hash" varchar(64) NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_bots_telegram_bot_id_unique" UNIQUE("telegram_bot_id")
);
--> statement-breakpoint
ALTER TABLE "project_bot_updates" ADD CONSTRAINT "project_bot_updates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_bots" ADD CONSTRAINT "project_bots_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_bot_updates_received_idx" ON "project_bot_updates" USING btree ("project_id","received_at");