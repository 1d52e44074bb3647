CREATE TABLE "product_variants" (
	"project_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"option_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sku" varchar(64),
	"price_minor" integer NOT NULL,
	"discount_price_minor" integer,
	"stock" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_project_id_id_pk" PRIMARY KEY("project_id","id"),
	CONSTRAINT "product_variants_price_range" CHECK ("product_variants"."price_minor" >= 0),
	CONSTRAINT "product_variants_discount_not_above_price" CHECK ("product_variants"."discount_price_minor" is null or "product_variants"."discount_price_minor" between 0 and "product_variants"."price_minor"),
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock" is null or "product_variants"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"project_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid,
	"name" varchar(150) NOT NULL,
	"description" text,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_price_minor" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_project_id_id_pk" PRIMARY KEY("project_id","id"),
	CONSTRAINT "products_min_price_range" CHECK ("products"."min_price_minor" >= 0)
);
--> statement-breakpoint
-- The key includes the project (DOMAINS.md scale-out rule); the starter categories stay as they are.
ALTER TABLE "product_categories" DROP CONSTRAINT "product_categories_pkey";--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_project_id_id_pk" PRIMARY KEY("project_id","id");--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "is_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_fk" FOREIGN KEY ("project_id","product_id") REFERENCES "public"."products"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_fk" FOREIGN KEY ("project_id","category_id") REFERENCES "public"."product_categories"("project_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_project_product_idx" ON "product_variants" USING btree ("project_id","product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_options_key" ON "product_variants" USING btree ("project_id","product_id","option_values");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree ("project_id",lower("sku")) WHERE "product_variants"."sku" is not null;--> statement-breakpoint
CREATE INDEX "products_project_idx" ON "products" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "products_project_category_idx" ON "products" USING btree ("project_id","category_id","position");--> statement-breakpoint
-- Starter content never repeated a name, but a name repeated by hand would stop the unique index: number the repeats.
UPDATE "product_categories" AS c SET "name" = left(c."name", 90) || ' ' || d.n
  FROM (SELECT "id", row_number() OVER (PARTITION BY "project_id", lower("name") ORDER BY "position", "id") AS n
        FROM "product_categories") AS d
  WHERE d."id" = c."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_project_name_key" ON "product_categories" USING btree ("project_id",lower("name"));--> statement-breakpoint
ALTER TABLE "service_categories" ALTER COLUMN "position" SET DEFAULT 0;