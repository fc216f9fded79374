CREATE TABLE "favorite_games" (
	"member_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_classifications" (
	"game_type" text NOT NULL,
	"key" text NOT NULL,
	"names" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_classifications_game_type_key_pk" PRIMARY KEY("game_type","key")
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"game_type" text NOT NULL,
	"account_type_name" text NOT NULL,
	"color" text NOT NULL,
	"launch_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"game_id" text NOT NULL,
	"name" text NOT NULL,
	"game_type" text NOT NULL,
	"classify" text DEFAULT '' NOT NULL,
	"min_bet" integer NOT NULL,
	"support_play" boolean DEFAULT true NOT NULL,
	CONSTRAINT "games_vendor_game" UNIQUE("vendor_code","game_id")
);
--> statement-breakpoint
CREATE TABLE "merchant_games" (
	"merchant_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_games_merchant_id_game_id_pk" PRIMARY KEY("merchant_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "merchant_vendors" (
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_vendors_merchant_id_vendor_code_pk" PRIMARY KEY("merchant_id","vendor_code")
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_games" ADD CONSTRAINT "merchant_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_games" ADD CONSTRAINT "merchant_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_vendors" ADD CONSTRAINT "merchant_vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_vendors" ADD CONSTRAINT "merchant_vendors_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_games_member_added" ON "favorite_games" USING btree ("member_id","added_at");--> statement-breakpoint
CREATE INDEX "recent_games_member_played" ON "recent_games" USING btree ("member_id","played_at");