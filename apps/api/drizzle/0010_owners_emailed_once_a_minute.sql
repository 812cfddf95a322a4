CREATE TABLE "order_email_queue" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_email_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "order_email_state_one_row" CHECK ("order_email_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "order_email_queue" ADD CONSTRAINT "order_email_queue_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;