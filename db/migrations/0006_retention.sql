CREATE TABLE "daily_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"done_on" date,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"outcome" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A message kept so far was last worked on when its latest note was written, or else when it arrived.
UPDATE "submissions" SET "updated_at" = greatest("created_at", (SELECT max("created_at") FROM "submission_notes" WHERE "submission_id" = "submissions"."id"));--> statement-breakpoint
CREATE INDEX "submissions_updated_idx" ON "submissions" USING btree ("updated_at");