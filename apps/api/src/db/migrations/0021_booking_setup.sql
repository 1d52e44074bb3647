-- btree_gist gives uuid and text the gist operators the employee's exclusion constraint needs (PGlite loads it as an extension).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "appointment_services" (
	"project_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"service_id" uuid,
	"name" varchar(150) NOT NULL,
	"price_minor" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	CONSTRAINT "appointment_services_project_id_appointment_id_position_pk" PRIMARY KEY("project_id","appointment_id","position"),
	CONSTRAINT "appointment_services_price_range" CHECK ("appointment_services"."price_minor" >= 0),
	CONSTRAINT "appointment_services_duration_positive" CHECK ("appointment_services"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"project_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"address_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"customer_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"buffer_before_minutes" smallint DEFAULT 0 NOT NULL,
	"buffer_after_minutes" smallint DEFAULT 0 NOT NULL,
	"occupied" "tstzrange" NOT NULL,
	"class_key" varchar(60),
	"status" varchar(16) DEFAULT 'booked' NOT NULL,
	"people" smallint DEFAULT 1 NOT NULL,
	"idempotency_key" varchar(100),
	"source" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_project_id_id_pk" PRIMARY KEY("project_id","id"),
	CONSTRAINT "appointments_project_idempotency_key" UNIQUE("project_id","idempotency_key"),
	CONSTRAINT "appointments_status" CHECK ("appointments"."status" in ('booked', 'confirmed', 'arrived', 'no_show', 'cancelled')),
	CONSTRAINT "appointments_source" CHECK ("appointments"."source" in ('crm', 'online', 'bot')),
	CONSTRAINT "appointments_service_time" CHECK ("appointments"."starts_at" < "appointments"."ends_at"),
	CONSTRAINT "appointments_buffers_range" CHECK ("appointments"."buffer_before_minutes" between 0 and 240 and "appointments"."buffer_after_minutes" between 0 and 240),
	CONSTRAINT "appointments_people_range" CHECK ("appointments"."people" between 1 and 500),
	CONSTRAINT "appointments_occupied_matches" CHECK ("appointments"."occupied" = tstzrange("appointments"."starts_at" - make_interval(mins => "appointments"."buffer_before_minutes"), "appointments"."ends_at" + make_interval(mins => "appointments"."buffer_after_minutes"), '[)'))
);
--> statement-breakpoint
CREATE TABLE "employee_schedule_overrides" (
	"project_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"address_id" uuid,
	"kind" varchar(16) NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"day" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_schedule_overrides_project_id_id_pk" PRIMARY KEY("project_id","id"),
	CONSTRAINT "employee_schedule_overrides_kind" CHECK ("employee_schedule_overrides"."kind" in ('day-off', 'sick-leave', 'vacation', 'special-hours')),
	CONSTRAINT "employee_schedule_overrides_dates" CHECK ("employee_schedule_overrides"."date_from" <= "employee_schedule_overrides"."date_to"),
	CONSTRAINT "employee_schedule_overrides_day" CHECK (("employee_schedule_overrides"."kind" = 'special-hours') = ("employee_schedule_overrides"."day" is not null and "employee_schedule_overrides"."date_from" = "employee_schedule_overrides"."date_to"))
);
--> statement-breakpoint
CREATE TABLE "employee_schedules" (
	"project_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"address_id" uuid NOT NULL,
	"schedule" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_schedules_project_id_employee_id_address_id_pk" PRIMARY KEY("project_id","employee_id","address_id")
);
--> statement-breakpoint
CREATE TABLE "employee_services" (
	"project_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"address_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"personal_price_minor" integer,
	"personal_duration_minutes" integer,
	CONSTRAINT "employee_services_project_id_employee_id_address_id_service_id_pk" PRIMARY KEY("project_id","employee_id","address_id","service_id"),
	CONSTRAINT "employee_services_personal_price_range" CHECK ("employee_services"."personal_price_minor" is null or "employee_services"."personal_price_minor" >= 0),
	CONSTRAINT "employee_services_personal_duration_range" CHECK ("employee_services"."personal_duration_minutes" is null or "employee_services"."personal_duration_minutes" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"project_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"job_title" varchar(100),
	"description" text,
	"photo" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_booking_rules" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"step_minutes" integer,
	"buffer_before_minutes" integer,
	"buffer_after_minutes" integer,
	"minimum_notice_minutes" integer,
	"horizon_days" integer,
	"cancel_cutoff_minutes" integer,
	"reschedule_cutoff_minutes" integer,
	"needs_confirmation" boolean,
	"capacity" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_booking_rules" (
	"project_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"step_minutes" integer,
	"buffer_before_minutes" integer,
	"buffer_after_minutes" integer,
	"minimum_notice_minutes" integer,
	"horizon_days" integer,
	"cancel_cutoff_minutes" integer,
	"reschedule_cutoff_minutes" integer,
	"needs_confirmation" boolean,
	"capacity" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_booking_rules_project_id_service_id_pk" PRIMARY KEY("project_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "project_site_addresses" ADD COLUMN "time_zone" varchar(64) DEFAULT 'Asia/Tbilisi' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_appointment_fk" FOREIGN KEY ("project_id","appointment_id") REFERENCES "public"."appointments"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_employee_fk" FOREIGN KEY ("project_id","employee_id") REFERENCES "public"."employees"("project_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_schedule_overrides" ADD CONSTRAINT "employee_schedule_overrides_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_schedule_overrides" ADD CONSTRAINT "employee_schedule_overrides_employee_fk" FOREIGN KEY ("project_id","employee_id") REFERENCES "public"."employees"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_schedules" ADD CONSTRAINT "employee_schedules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_schedules" ADD CONSTRAINT "employee_schedules_employee_fk" FOREIGN KEY ("project_id","employee_id") REFERENCES "public"."employees"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_services" ADD CONSTRAINT "employee_services_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_services" ADD CONSTRAINT "employee_services_employee_fk" FOREIGN KEY ("project_id","employee_id") REFERENCES "public"."employees"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_services" ADD CONSTRAINT "employee_services_service_fk" FOREIGN KEY ("project_id","service_id") REFERENCES "public"."project_services"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_booking_rules" ADD CONSTRAINT "project_booking_rules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_booking_rules" ADD CONSTRAINT "service_booking_rules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_booking_rules" ADD CONSTRAINT "service_booking_rules_service_fk" FOREIGN KEY ("project_id","service_id") REFERENCES "public"."project_services"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_services_project_service_idx" ON "appointment_services" USING btree ("project_id","service_id");--> statement-breakpoint
CREATE INDEX "appointments_project_employee_start_idx" ON "appointments" USING btree ("project_id","employee_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_project_address_start_idx" ON "appointments" USING btree ("project_id","address_id","starts_at");--> statement-breakpoint
CREATE INDEX "employee_schedule_overrides_project_employee_idx" ON "employee_schedule_overrides" USING btree ("project_id","employee_id","date_from");--> statement-breakpoint
CREATE INDEX "employee_schedules_project_address_idx" ON "employee_schedules" USING btree ("project_id","address_id");--> statement-breakpoint
CREATE INDEX "employee_services_project_address_idx" ON "employee_services" USING btree ("project_id","address_id","service_id");--> statement-breakpoint
CREATE INDEX "employees_project_position_idx" ON "employees" USING btree ("project_id","position");--> statement-breakpoint
-- One employee's occupied ranges (buffers included, cancelled visits left out) never overlap, except rows of one
-- class (same class_key: the same service at the same start). ADR 0039.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_employee_no_overlap" EXCLUDE USING gist ("project_id" WITH =, "employee_id" WITH =, "occupied" WITH &&, (coalesce("class_key", "id"::text)) WITH <>) WHERE ("status" <> 'cancelled');
