CREATE TABLE "member_identities" (
	"merchant_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" bigint NOT NULL,
	"sign_in_provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_identities_merchant_id_issuer_subject_pk" PRIMARY KEY("merchant_id","issuer","subject")
);
--> statement-breakpoint
CREATE TABLE "spent_id_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_settings" ADD COLUMN "firebase" jsonb;--> statement-breakpoint
ALTER TABLE "member_identities" ADD CONSTRAINT "member_identities_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_identities" ADD CONSTRAINT "member_identities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_identities_member" ON "member_identities" USING btree ("member_id");