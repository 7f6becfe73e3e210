CREATE TABLE "product_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"label" text NOT NULL,
	"net_quantity" numeric(12, 3) NOT NULL,
	"unit" text NOT NULL,
	"price_paise" integer NOT NULL,
	"mrp_paise" integer,
	"stock" integer NOT NULL,
	"sku" text NOT NULL,
	"position" integer NOT NULL,
	"discount_percent" numeric(5, 2),
	"discount_expiry" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_packs_stock_check" CHECK ("product_packs"."stock" >= 0),
	CONSTRAINT "product_packs_price_check" CHECK ("product_packs"."price_paise" >= 0),
	CONSTRAINT "product_packs_mrp_check" CHECK ("product_packs"."mrp_paise" is null or "product_packs"."mrp_paise" >= "product_packs"."price_paise"),
	CONSTRAINT "product_packs_net_quantity_check" CHECK ("product_packs"."net_quantity" > 0),
	CONSTRAINT "product_packs_unit_check" CHECK ("product_packs"."unit" in ('g', 'kg', 'ml', 'L', 'piece'))
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_product_key";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "pack_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "pack_label" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_from_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_packs" ADD CONSTRAINT "product_packs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_packs_sku_lower_key" ON "product_packs" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "product_packs_product_idx" ON "product_packs" USING btree ("product_id","position");--> statement-breakpoint
-- Every product becomes a product with one pack: its price, stock and offer-free price as they
-- were. A size in its title ("Aged Basmati Rice (5 kg)") names the pack; else "1 pack".
INSERT INTO "product_packs" ("product_id", "label", "net_quantity", "unit", "price_paise", "stock", "sku", "position")
SELECT p."id",
  CASE WHEN m IS NULL THEN '1 pack' ELSE rtrim(to_char(m[1]::numeric, 'FM999999990.999'), '.') || ' ' || u.unit END,
  CASE WHEN m IS NULL THEN 1 ELSE m[1]::numeric END,
  coalesce(u.unit, 'piece'),
  p."price_paise", p."quantity",
  'DH-' || upper(substr(replace(p."id"::text, '-', ''), 1, 12)),
  0
FROM "products" p
LEFT JOIN LATERAL (SELECT regexp_match(p."title", '(\d+(?:\.\d+)?)\s*(kg|g|ml|l|ltr|litre|liter)s?\M', 'i') AS m) r ON true
LEFT JOIN LATERAL (SELECT CASE lower(r.m[2]) WHEN 'kg' THEN 'kg' WHEN 'g' THEN 'g' WHEN 'ml' THEN 'ml' ELSE 'L' END AS unit WHERE r.m IS NOT NULL) u ON true;--> statement-breakpoint
UPDATE "products" SET "price_from_paise" = "price_paise", "stock_total" = "quantity";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "pack_id" uuid;--> statement-breakpoint
UPDATE "cart_items" c SET "pack_id" = k."id" FROM "product_packs" k WHERE k."product_id" = c."product_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "pack_id" SET NOT NULL;--> statement-breakpoint
UPDATE "order_lines" l SET "pack_id" = k."id", "pack_label" = k."label" FROM "product_packs" k WHERE k."product_id" = l."product_id";--> statement-breakpoint
-- A product's summary of its packs: the default (first by position) pack's price and stock,
-- the cheapest price and the stock of all. Kept by the database, so no writer can forget it.
CREATE FUNCTION "product_packs_summarise"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN changed := ARRAY[OLD."product_id"];
  ELSIF TG_OP = 'UPDATE' THEN changed := ARRAY[OLD."product_id", NEW."product_id"];
  ELSE changed := ARRAY[NEW."product_id"];
  END IF;
  UPDATE "products" p SET
    "price_paise" = s."default_price", "quantity" = s."default_stock",
    "price_from_paise" = s."cheapest", "stock_total" = s."stock", "pack_count" = s."packs"
  FROM (
    SELECT k."product_id",
      (array_agg(k."price_paise" ORDER BY k."position", k."created_at", k."id"))[1] AS "default_price",
      (array_agg(k."stock" ORDER BY k."position", k."created_at", k."id"))[1] AS "default_stock",
      min(k."price_paise") AS "cheapest", sum(k."stock")::integer AS "stock", count(*)::integer AS "packs"
    FROM "product_packs" k WHERE k."product_id" = ANY(changed) GROUP BY k."product_id"
  ) s
  WHERE p."id" = s."product_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_packs_summary" AFTER INSERT OR UPDATE OR DELETE ON "product_packs"
  FOR EACH ROW EXECUTE FUNCTION "product_packs_summarise"();--> statement-breakpoint
-- A product inserted with only the spec's fields (price, quantity) gets its one pack, so
-- every product has a default pack; a caller with its own packs replaces this one.
CREATE FUNCTION "products_default_pack"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_packs" ("product_id", "label", "net_quantity", "unit", "price_paise", "stock", "sku", "position")
  VALUES (NEW."id", '1 pack', 1, 'piece', NEW."price_paise", NEW."quantity",
    'DH-' || upper(substr(replace(NEW."id"::text, '-', ''), 1, 12)), 0);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_default_pack" AFTER INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_default_pack"();--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_pack_id_product_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."product_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_pack_key" UNIQUE("user_id","pack_id");