CREATE TABLE "service_categories" (
	"project_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_categories_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
-- The key includes the project (DOMAINS.md scale-out rule); the rows stay as they are.
ALTER TABLE "project_services" DROP CONSTRAINT "project_services_pkey";--> statement-breakpoint
ALTER TABLE "project_services" ADD CONSTRAINT "project_services_project_id_id_pk" PRIMARY KEY("project_id","id");--> statement-breakpoint
ALTER TABLE "project_services" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "project_services" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "project_services" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "project_services" ADD COLUMN "price_is_from" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project_services" ADD COLUMN "discount_price_minor" integer;--> statement-breakpoint
ALTER TABLE "project_services" ADD COLUMN "is_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "project_services" ADD COLUMN "takes_applications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "project_services" ADD COLUMN "bookable_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project_services" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "service_categories" ADD CONSTRAINT "service_categories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_categories_project_name_key" ON "service_categories" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE INDEX "service_categories_project_position_idx" ON "service_categories" USING btree ("project_id","position");--> statement-breakpoint
ALTER TABLE "project_services" ADD CONSTRAINT "project_services_category_fk" FOREIGN KEY ("project_id","category_id") REFERENCES "public"."service_categories"("project_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_services_project_category_idx" ON "project_services" USING btree ("project_id","category_id","position");--> statement-breakpoint
ALTER TABLE "project_services" ADD CONSTRAINT "project_services_price_range" CHECK ("project_services"."price_minor" >= 0);--> statement-breakpoint
ALTER TABLE "project_services" ADD CONSTRAINT "project_services_discount_not_above_price" CHECK ("project_services"."discount_price_minor" is null or "project_services"."discount_price_minor" between 0 and "project_services"."price_minor");--> statement-breakpoint
ALTER TABLE "project_services" ADD CONSTRAINT "project_services_duration_positive" CHECK ("project_services"."duration_minutes" > 0);