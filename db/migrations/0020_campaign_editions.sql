CREATE TABLE "campaign_editions" (
	"campaign_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"preheader" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"articles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slug" text,
	"mail_html" text,
	"mail_text" text,
	"recipients" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_editions_campaign_id_locale_pk" PRIMARY KEY("campaign_id","locale")
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "in_archive" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "campaign_editions" ADD CONSTRAINT "campaign_editions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_editions_slug_idx" ON "campaign_editions" USING btree ("locale","slug");--> statement-breakpoint
-- Every campaign so far was written in English: its words become its English edition, and its queued mail is of it.
INSERT INTO "campaign_editions" ("campaign_id", "locale", "subject", "preheader", "body", "articles", "slug", "mail_html", "mail_text", "recipients")
SELECT "id", 'en', "subject", "preheader", "body", "articles", "slug", "mail_html", "mail_text", "recipients" FROM "campaigns";--> statement-breakpoint
UPDATE "mail_outbox" SET "locale" = 'en' WHERE "kind" = 'campaign';
