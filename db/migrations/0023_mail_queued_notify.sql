-- Mail to send tells every server at once (db/client.ts listens on `mail_queued`; the outbox worker wakes): a new
-- mail, a mail put back to wait or due now, and a campaign that starts or resumes sending. PostgreSQL delivers a
-- notification when its transaction commits, and folds repeats within one transaction into one.
CREATE FUNCTION "notify_mail_queued"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('mail_queued', '');
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "mail_outbox_queued" AFTER INSERT ON "mail_outbox"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_mail_queued"();--> statement-breakpoint
CREATE TRIGGER "mail_outbox_due" AFTER UPDATE ON "mail_outbox"
  FOR EACH ROW WHEN (NEW."status" = 'pending' AND NEW."next_attempt_at" <= now()
    AND (OLD."status" <> 'pending' OR OLD."next_attempt_at" > now()))
  EXECUTE FUNCTION "notify_mail_queued"();--> statement-breakpoint
CREATE TRIGGER "campaigns_sending" AFTER UPDATE OF "status" ON "campaigns"
  FOR EACH ROW WHEN (NEW."status" = 'sending' AND OLD."status" <> 'sending')
  EXECUTE FUNCTION "notify_mail_queued"();
