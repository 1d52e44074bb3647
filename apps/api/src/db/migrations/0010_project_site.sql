CREATE TABLE "project_site_addresses" (
	"project_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"address" varchar(300) NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "project_site_addresses_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_sites" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"brand_color" varchar(7),
	"logo" jsonb,
	"cover" jsonb,
	"languages" jsonb NOT NULL,
	"default_language" varchar(2) NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contacts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "timezone" varchar(64) DEFAULT 'Asia/Tbilisi' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_site_addresses" ADD CONSTRAINT "project_site_addresses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sites" ADD CONSTRAINT "project_sites_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;