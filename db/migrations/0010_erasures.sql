CREATE TABLE "privacy_erasures" (
	"person_hash" text NOT NULL,
	"erased_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "privacy_erasures_person_hash_erased_at_pk" PRIMARY KEY("person_hash","erased_at")
);
--> statement-breakpoint
-- The inbox exports logged what was searched for as typed (an address, a name). The log now keeps a keyed hash of
-- it (security/keys.ts searchHash), which SQL cannot make without the key: the words go, and the line says so.
UPDATE "audit_log" SET "detail" = ("detail" - 'q') || '{"search": "removed"}'::jsonb WHERE "action" = 'lead.export' AND "detail" ? 'q';
