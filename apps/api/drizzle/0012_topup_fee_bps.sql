ALTER TABLE "wallet_topups" ADD COLUMN "fee_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Requests made before the rate was stored: the share of the amount their fee was (rounded up when charged).
UPDATE "wallet_topups" SET "fee_bps" = floor("fee_minor" * 10000 / "amount_minor")::integer WHERE "fee_minor" > 0;
