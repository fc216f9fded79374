CREATE TABLE "money_approvals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"actor" text NOT NULL,
	"operator_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_settings" ADD COLUMN "four_eyes_minor" bigint;--> statement-breakpoint
ALTER TABLE "money_approvals" ADD CONSTRAINT "money_approvals_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_approvals_subject_actor" ON "money_approvals" USING btree ("subject","actor");