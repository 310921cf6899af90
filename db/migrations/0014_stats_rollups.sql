CREATE TABLE "stats_days" (
	"day" date PRIMARY KEY NOT NULL,
	"reads" integer NOT NULL,
	"visitors" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"reads" integer NOT NULL,
	"visitors" integer NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "stats_pages_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "stats_traits" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "stats_traits_day_kind_name_pk" PRIMARY KEY("day","kind","name")
);
