CREATE TABLE "stats_visitors" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"referrer" text,
	"utm_source" text,
	"utm_campaign" text,
	"device" text NOT NULL,
	"read_en" boolean NOT NULL,
	"read_nl" boolean NOT NULL,
	CONSTRAINT "stats_visitors_day_visitor_pk" PRIMARY KEY("day","visitor")
);
--> statement-breakpoint
-- The first reads of the days not rolled up yet, from the reads written before this table kept them.
INSERT INTO "stats_visitors" ("day", "visitor", "at", "path", "referrer", "utm_source", "utm_campaign", "device", "read_en", "read_nl")
SELECT DISTINCT ON ("day", "visitor") "day", "visitor", "at", "path", "referrer", "utm_source", "utm_campaign", "device",
       bool_or("locale" = 'en') OVER "same", bool_or("locale" = 'nl') OVER "same"
FROM (SELECT ("at" AT TIME ZONE 'UTC')::date AS "day", * FROM "page_reads") AS "reads"
WHERE "day" > coalesce((SELECT max("day") FROM "stats_days"), '-infinity'::date)
WINDOW "same" AS (PARTITION BY "day", "visitor")
ORDER BY "day", "visitor", "at", "id";
