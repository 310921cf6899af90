ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_slug_unique";--> statement-breakpoint
ALTER TABLE "campaigns" DROP COLUMN "subject";--> statement-breakpoint
ALTER TABLE "campaigns" DROP COLUMN "preheader";--> statement-breakpoint
ALTER TABLE "campaigns" DROP COLUMN "body";--> statement-breakpoint
ALTER TABLE "campaigns" DROP COLUMN "articles";--> statement-breakpoint
ALTER TABLE "campaigns" DROP COLUMN "mail_html";--> statement-breakpoint
ALTER TABLE "campaigns" DROP COLUMN "mail_text";--> statement-breakpoint
ALTER TABLE "campaigns" DROP COLUMN "slug";