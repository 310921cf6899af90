ALTER TABLE "submissions" drop column "origin";--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "origin" text GENERATED ALWAYS AS (coalesce(source->>'source', source->>'referrer', CASE WHEN source IS NOT NULL THEN 'direct' END)) STORED;--> statement-breakpoint
CREATE INDEX "submissions_origin_idx" ON "submissions" USING btree ("origin","created_at");
