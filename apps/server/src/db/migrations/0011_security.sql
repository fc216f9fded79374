CREATE TABLE "bank_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"min_digits" smallint NOT NULL,
	"max_digits" smallint NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_password_guards" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_bank_code_banks_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."banks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_password_guards" ADD CONSTRAINT "payment_password_guards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_member_account" ON "bank_cards" USING btree ("member_id","bank_code","account_number");--> statement-breakpoint
CREATE INDEX "bank_cards_member" ON "bank_cards" USING btree ("member_id");--> statement-breakpoint
-- The banks and e-wallets of the Philippines a member may bind. Bank account numbers run 10 to 16
-- digits across these banks; an e-wallet account is its holder's mobile number, 09 and 9 digits.
INSERT INTO "banks" ("code", "name", "kind", "min_digits", "max_digits", "prefix", "sort") VALUES
	('GCASH', 'GCash', 'EWALLET', 11, 11, '09', 1),
	('MAYA', 'Maya', 'EWALLET', 11, 11, '09', 2),
	('GRABPAY', 'GrabPay', 'EWALLET', 11, 11, '09', 3),
	('SHOPEEPAY', 'ShopeePay', 'EWALLET', 11, 11, '09', 4),
	('BDO', 'BDO Unibank', 'BANK', 10, 16, '', 10),
	('BPI', 'Bank of the Philippine Islands (BPI)', 'BANK', 10, 16, '', 11),
	('METROBANK', 'Metrobank', 'BANK', 10, 16, '', 12),
	('LANDBANK', 'Land Bank of the Philippines', 'BANK', 10, 16, '', 13),
	('PNB', 'Philippine National Bank (PNB)', 'BANK', 10, 16, '', 14),
	('SECURITYBANK', 'Security Bank', 'BANK', 10, 16, '', 15),
	('UNIONBANK', 'UnionBank of the Philippines', 'BANK', 10, 16, '', 16),
	('RCBC', 'RCBC', 'BANK', 10, 16, '', 17),
	('CHINABANK', 'China Banking Corporation', 'BANK', 10, 16, '', 18),
	('EASTWEST', 'EastWest Bank', 'BANK', 10, 16, '', 19),
	('PSBANK', 'PSBank', 'BANK', 10, 16, '', 20),
	('DBP', 'Development Bank of the Philippines', 'BANK', 10, 16, '', 21),
	('AUB', 'Asia United Bank (AUB)', 'BANK', 10, 16, '', 22),
	('CIMB', 'CIMB Bank Philippines', 'BANK', 10, 16, '', 23);
