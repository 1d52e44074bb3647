CREATE TABLE "telegram_link_token_uses" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Connect links now belong to the session that asked for them. Links made before cannot be tied to one:
-- they die here (they lived 15 minutes; the owner presses Connect again).
DELETE FROM "telegram_connect_tokens";--> statement-breakpoint
ALTER TABLE "telegram_connect_tokens" ADD COLUMN "session_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "telegram_link_token_uses" ADD CONSTRAINT "telegram_link_token_uses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_link_token_uses" ADD CONSTRAINT "telegram_link_token_uses_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telegram_link_token_uses_expires_idx" ON "telegram_link_token_uses" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "telegram_connect_tokens" ADD CONSTRAINT "telegram_connect_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;