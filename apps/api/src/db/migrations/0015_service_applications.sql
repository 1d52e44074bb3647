CREATE TABLE "application_files" (
	"project_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"field_id" varchar(24) NOT NULL,
	"name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_files_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "application_history" (
	"project_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "application_history_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"status" varchar(16),
	"text" varchar(2000),
	"author_client_id" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "application_history_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_applications" (
	"project_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"service_id" uuid,
	"service_name" varchar(150) NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" varchar(16) DEFAULT 'new' NOT NULL,
	"rejection_reason" varchar(500),
	"form_version" integer NOT NULL,
	"form_fields" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"language" varchar(2) NOT NULL,
	"channel" varchar(16) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_applications_project_id_id_pk" PRIMARY KEY("project_id","id"),
	CONSTRAINT "service_applications_project_number_key" UNIQUE("project_id","number"),
	CONSTRAINT "service_applications_project_idempotency_key" UNIQUE("project_id","idempotency_key"),
	CONSTRAINT "service_applications_status" CHECK ("service_applications"."status" in ('new', 'in_progress', 'done', 'rejected')),
	CONSTRAINT "service_applications_reason_only_rejected" CHECK ("service_applications"."rejection_reason" is null or "service_applications"."status" = 'rejected')
);
--> statement-breakpoint
CREATE TABLE "domain_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "domain_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" uuid NOT NULL,
	"kind" varchar(48) NOT NULL,
	"subject_id" uuid NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" varchar(500)
);
--> statement-breakpoint
ALTER TABLE "project_services" ADD COLUMN "form" jsonb DEFAULT '{"version":1,"fields":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_application_fk" FOREIGN KEY ("project_id","application_id") REFERENCES "public"."service_applications"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_author_client_id_clients_id_fk" FOREIGN KEY ("author_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_application_fk" FOREIGN KEY ("project_id","application_id") REFERENCES "public"."service_applications"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_applications" ADD CONSTRAINT "service_applications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_applications" ADD CONSTRAINT "service_applications_customer_fk" FOREIGN KEY ("project_id","customer_id") REFERENCES "public"."customers"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_files_application_idx" ON "application_files" USING btree ("project_id","application_id");--> statement-breakpoint
CREATE INDEX "application_history_application_idx" ON "application_history" USING btree ("project_id","application_id","seq");--> statement-breakpoint
CREATE INDEX "service_applications_project_created_idx" ON "service_applications" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "service_applications_project_status_idx" ON "service_applications" USING btree ("project_id","status","created_at");--> statement-breakpoint
CREATE INDEX "service_applications_project_customer_idx" ON "service_applications" USING btree ("project_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "domain_events_pending_idx" ON "domain_events" USING btree ("id") WHERE "domain_events"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "domain_events_project_idx" ON "domain_events" USING btree ("project_id","created_at");