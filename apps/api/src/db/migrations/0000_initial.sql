CREATE TYPE "public"."support_type" AS ENUM('base', 'priority', 'personal_manager');--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(3) NOT NULL,
	"symbol" varchar(8) NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "directions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "directions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"abbr_back" varchar(8) NOT NULL,
	"abbr_front" varchar(8) NOT NULL,
	"is_visible" boolean NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "languages_abbr_back_unique" UNIQUE("abbr_back")
);
--> statement-breakpoint
CREATE TABLE "timezones" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price_monthly" numeric(10, 2),
	"price_yearly" numeric(10, 2),
	"max_employees" integer,
	"max_products" integer,
	"max_services" integer,
	"max_chats" integer,
	"max_storage_gb" integer,
	"support_type" "support_type" NOT NULL,
	"no_ads" boolean NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "rates_code_unique" UNIQUE("code")
);
