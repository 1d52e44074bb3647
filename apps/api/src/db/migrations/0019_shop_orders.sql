CREATE TABLE "cart_items" (
	"project_id" uuid NOT NULL,
	"cart_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_project_id_cart_id_variant_id_pk" PRIMARY KEY("project_id","cart_id","variant_id"),
	CONSTRAINT "cart_items_quantity_range" CHECK ("cart_items"."quantity" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"project_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"token_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_project_id_id_pk" PRIMARY KEY("project_id","id"),
	CONSTRAINT "carts_project_customer_key" UNIQUE("project_id","customer_id"),
	CONSTRAINT "carts_project_token_key" UNIQUE("project_id","token_hash"),
	CONSTRAINT "carts_owner" CHECK (("carts"."customer_id" is null) <> ("carts"."token_hash" is null))
);
--> statement-breakpoint
CREATE TABLE "delivery_methods" (
	"project_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"free_from_minor" integer,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_methods_project_id_kind_pk" PRIMARY KEY("project_id","kind"),
	CONSTRAINT "delivery_methods_price_range" CHECK ("delivery_methods"."price_minor" >= 0),
	CONSTRAINT "delivery_methods_free_from_range" CHECK ("delivery_methods"."free_from_minor" is null or "delivery_methods"."free_from_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"project_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"kind" varchar(12) NOT NULL,
	"status" varchar(20),
	"text" varchar(2000),
	"author_client_id" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "order_history_project_id_order_id_seq_pk" PRIMARY KEY("project_id","order_id","seq")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"project_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"variant_id" uuid,
	"product_id" uuid,
	"name" varchar(150) NOT NULL,
	"option_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sku" varchar(64),
	"unit_price_minor" integer NOT NULL,
	"regular_price_minor" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_items_project_id_order_id_position_pk" PRIMARY KEY("project_id","order_id","position"),
	CONSTRAINT "order_items_quantity_range" CHECK ("order_items"."quantity" between 1 and 999),
	CONSTRAINT "order_items_price_range" CHECK ("order_items"."unit_price_minor" between 0 and "order_items"."regular_price_minor")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"project_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"customer_id" uuid,
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"payment_method" varchar(20) NOT NULL,
	"payment_status" varchar(12) DEFAULT 'unpaid' NOT NULL,
	"pay_by" timestamp with time zone,
	"contact_name" varchar(100) NOT NULL,
	"contact_phone" varchar(16) NOT NULL,
	"contact_email" varchar(254),
	"comment" varchar(1000),
	"delivery" jsonb NOT NULL,
	"currency" varchar(3) NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"delivery_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"channel" varchar(12) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"stock_returned_at" timestamp with time zone,
	"note" varchar(2000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_project_id_id_pk" PRIMARY KEY("project_id","id"),
	CONSTRAINT "orders_project_number_key" UNIQUE("project_id","number"),
	CONSTRAINT "orders_project_idempotency_key" UNIQUE("project_id","idempotency_key"),
	CONSTRAINT "orders_totals" CHECK ("orders"."subtotal_minor" >= 0 and "orders"."discount_minor" between 0 and "orders"."subtotal_minor"
        and "orders"."delivery_minor" >= 0
        and "orders"."total_minor" = "orders"."subtotal_minor" - "orders"."discount_minor" + "orders"."delivery_minor")
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"online_payment_enabled" boolean DEFAULT false NOT NULL,
	"payment_window_minutes" smallint DEFAULT 60 NOT NULL,
	"last_order_number" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_fk" FOREIGN KEY ("project_id","cart_id") REFERENCES "public"."carts"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_fk" FOREIGN KEY ("project_id","variant_id") REFERENCES "public"."product_variants"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD CONSTRAINT "delivery_methods_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_author_client_id_clients_id_fk" FOREIGN KEY ("author_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_fk" FOREIGN KEY ("project_id","order_id") REFERENCES "public"."orders"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_fk" FOREIGN KEY ("project_id","order_id") REFERENCES "public"."orders"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" USING btree ("project_id","variant_id");--> statement-breakpoint
CREATE INDEX "orders_project_created_idx" ON "orders" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_project_status_idx" ON "orders" USING btree ("project_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_project_customer_idx" ON "orders" USING btree ("project_id","customer_id");--> statement-breakpoint
CREATE INDEX "orders_unpaid_due_idx" ON "orders" USING btree ("pay_by") WHERE "orders"."status" = 'new' and "orders"."payment_status" = 'unpaid' and "orders"."pay_by" is not null;