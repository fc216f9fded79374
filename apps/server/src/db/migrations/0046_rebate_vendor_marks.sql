ALTER TABLE "rebate_claims" DROP CONSTRAINT "rebate_claims_marks";--> statement-breakpoint
DROP INDEX "rebate_claims_from";--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD COLUMN "vendor_from" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD COLUMN "vendor_to" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_from" ON "rebate_claims" USING btree ("member_id","inhouse_from","lottery_from","vendor_from");--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_marks" CHECK ("rebate_claims"."inhouse_to" >= "rebate_claims"."inhouse_from" AND "rebate_claims"."lottery_to" >= "rebate_claims"."lottery_from" AND "rebate_claims"."vendor_to" >= "rebate_claims"."vendor_from");