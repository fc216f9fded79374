ALTER TABLE "withdraw_requests" DROP CONSTRAINT "withdraw_requests_status";--> statement-breakpoint
ALTER TABLE "withdraw_requests" DROP CONSTRAINT "withdraw_requests_settled";--> statement-breakpoint
ALTER TABLE "withdraw_requests" DROP CONSTRAINT "withdraw_requests_decided";--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD COLUMN "processing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_processing" CHECK (("withdraw_requests"."status" <> 'processing' OR "withdraw_requests"."processing_at" IS NOT NULL) AND ("withdraw_requests"."status" NOT IN ('pending', 'cancelled') OR "withdraw_requests"."processing_at" IS NULL));--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_status" CHECK ("withdraw_requests"."status" IN ('pending', 'processing', 'paid', 'rejected', 'cancelled'));--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_settled" CHECK (("withdraw_requests"."status" IN ('pending', 'processing')) = ("withdraw_requests"."settle_transaction_id" IS NULL));--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_decided" CHECK (("withdraw_requests"."status" IN ('pending', 'processing')) = ("withdraw_requests"."decided_at" IS NULL));