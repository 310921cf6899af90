CREATE TABLE "page_reads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text NOT NULL,
	"visitor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "origin" text;--> statement-breakpoint
CREATE INDEX "page_reads_visitor_idx" ON "page_reads" USING btree ("visitor","at");--> statement-breakpoint
CREATE INDEX "page_reads_at_idx" ON "page_reads" USING btree ("at");--> statement-breakpoint
CREATE INDEX "submissions_origin_idx" ON "submissions" USING btree ("origin","created_at");