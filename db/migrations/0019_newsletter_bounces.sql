CREATE TABLE "newsletter_bounces" (
	"subscriber_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "newsletter_bounces_subscriber_id_campaign_id_pk" PRIMARY KEY("subscriber_id","campaign_id")
);
--> statement-breakpoint
ALTER TABLE "newsletter_bounces" ADD CONSTRAINT "newsletter_bounces_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_bounces" ADD CONSTRAINT "newsletter_bounces_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;