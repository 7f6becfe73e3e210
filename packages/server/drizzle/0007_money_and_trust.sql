CREATE TABLE "email_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_references" (
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_references_kind_reference_pk" PRIMARY KEY("kind","reference")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_references" ADD CONSTRAINT "payment_references_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_user_idx" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_references_order_idx" ON "payment_references" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_payment_reference_idx" ON "orders" USING btree ("payment_reference");--> statement-breakpoint
INSERT INTO "payment_references" ("kind", "reference", "order_id", "created_at")
SELECT DISTINCT ON ("payment_reference") 'utr', "payment_reference", "id", COALESCE("paid_at", "created_at")
FROM "orders" WHERE "payment_reference" IS NOT NULL AND "payment_status" <> 'unpaid'
ORDER BY "payment_reference", "paid_at" NULLS LAST;--> statement-breakpoint
INSERT INTO "payment_references" ("kind", "reference", "order_id", "created_at")
SELECT DISTINCT ON ("provider_payment_id") 'razorpay', "provider_payment_id", "id", COALESCE("paid_at", "created_at")
FROM "orders" WHERE "provider_payment_id" IS NOT NULL AND "payment_status" <> 'unpaid'
ORDER BY "provider_payment_id", "paid_at" NULLS LAST;
