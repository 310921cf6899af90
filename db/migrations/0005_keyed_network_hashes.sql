-- Client network hashes are now keyed with a key kept outside the database (security/keys.ts). The salt that
-- was kept here made every earlier hash reversible by anyone who could read the database: both go.
DELETE FROM "settings" WHERE "key" = 'address_salt';--> statement-breakpoint
UPDATE "submissions" SET "client_hash" = NULL WHERE "client_hash" IS NOT NULL;--> statement-breakpoint
UPDATE "newsletter_subscribers" SET "client_hash" = NULL WHERE "client_hash" IS NOT NULL;
