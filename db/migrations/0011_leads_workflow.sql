CREATE TABLE "lead_reads" (
	"staff_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_reads_staff_id_submission_id_pk" PRIMARY KEY("staff_id","submission_id")
);
--> statement-breakpoint
CREATE TABLE "lead_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"author_id" uuid,
	"author" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"mail_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" drop column "search";--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', lower(translate(coalesce(fields->>'firstName', '') || ' ' || coalesce(fields->>'lastName', '') || ' ' || coalesce(fields->>'contactPerson', '') || ' ' || coalesce(fields->>'email', '') || ' ' || coalesce(fields->>'company', '') || ' ' || coalesce(fields->>'companyName', '') || ' ' || coalesce(fields->>'message', '') || ' ' || coalesce(fields->>'proposal', '') || ' ' || translate(coalesce(fields->>'email', ''), '@._+-', '     '), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž''’`ʼ', 'aaaaaaceeeeiiiinoooooouuuuyaaaaaaceeeeiiiinoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzz')))) STORED;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "page" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "merged_into" uuid;--> statement-breakpoint
ALTER TABLE "lead_reads" ADD CONSTRAINT "lead_reads_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reads" ADD CONSTRAINT "lead_reads_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_replies" ADD CONSTRAINT "lead_replies_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_replies" ADD CONSTRAINT "lead_replies_author_id_staff_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_replies" ADD CONSTRAINT "lead_replies_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_reads_submission_idx" ON "lead_reads" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "lead_replies_submission_idx" ON "lead_replies" USING btree ("submission_id","created_at");--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_merged_into_submissions_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_owner_idx" ON "submissions" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "submissions_status_idx" ON "submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "submissions_due_idx" ON "submissions" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "submissions_email_idx" ON "submissions" USING btree (lower("fields" ->> 'email'));--> statement-breakpoint
CREATE INDEX "submissions_company_idx" ON "submissions" USING btree (lower(COALESCE("fields" ->> 'company', "fields" ->> 'companyName')));--> statement-breakpoint
-- The search column was dropped and added again (its words are folded now: lib/search-fold.ts), and its index with it.
CREATE INDEX "submissions_search_idx" ON "submissions" USING gin ("search");
