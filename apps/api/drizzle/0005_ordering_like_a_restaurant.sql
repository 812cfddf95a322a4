ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_food_unique";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "lead_time_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant" ADD COLUMN "accepting_orders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant" ADD COLUMN "delivery_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant" ADD COLUMN "lead_time_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_due_at_idx" ON "orders" USING btree (coalesce("scheduled_for", "created_at"));--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_food_note_unique" UNIQUE("user_id","food_id","note");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_lead_time_days_non_negative" CHECK ("categories"."lead_time_days" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_check" CHECK ("orders"."fulfilment" in ('delivery', 'pickup'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_fee_non_negative" CHECK ("orders"."delivery_fee" >= 0);--> statement-breakpoint
ALTER TABLE "restaurant" ADD CONSTRAINT "restaurant_delivery_fee_non_negative" CHECK ("restaurant"."delivery_fee" >= 0);--> statement-breakpoint
ALTER TABLE "restaurant" ADD CONSTRAINT "restaurant_lead_time_minutes_non_negative" CHECK ("restaurant"."lead_time_minutes" >= 0);