CREATE TABLE "faq_article_texts" (
	"article_id" uuid NOT NULL,
	"locale" varchar(8) NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_markdown" text,
	"content_html" text,
	"headings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((case "locale" when 'ru' then 'russian'::regconfig when 'en' then 'english'::regconfig when 'ka' then 'simple'::regconfig else 'simple'::regconfig end), "title"), 'A') || setweight(to_tsvector((case "locale" when 'ru' then 'russian'::regconfig when 'en' then 'english'::regconfig when 'ka' then 'simple'::regconfig else 'simple'::regconfig end), "summary"), 'B') || setweight(to_tsvector((case "locale" when 'ru' then 'russian'::regconfig when 'en' then 'english'::regconfig when 'ka' then 'simple'::regconfig else 'simple'::regconfig end), "body_text"), 'C')) STORED NOT NULL,
	CONSTRAINT "faq_article_texts_article_id_locale_pk" PRIMARY KEY("article_id","locale")
);
--> statement-breakpoint
CREATE TABLE "faq_article_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"visitor_key" varchar(80) NOT NULL,
	"is_helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_article_votes_visitor_unique" UNIQUE("article_id","visitor_key")
);
--> statement-breakpoint
CREATE TABLE "faq_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(120) NOT NULL,
	"category_id" uuid NOT NULL,
	"is_popular" boolean NOT NULL,
	"position" integer NOT NULL,
	"source_hash" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"position" integer NOT NULL,
	"source_hash" varchar(64) NOT NULL,
	CONSTRAINT "faq_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "faq_article_texts" ADD CONSTRAINT "faq_article_texts_article_id_faq_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."faq_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_article_votes" ADD CONSTRAINT "faq_article_votes_article_id_faq_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."faq_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_articles" ADD CONSTRAINT "faq_articles_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_article_texts_search_idx" ON "faq_article_texts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "faq_articles_category_idx" ON "faq_articles" USING btree ("category_id");