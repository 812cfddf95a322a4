CREATE TABLE "pictures" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"etag" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pictures_content_type" CHECK ("pictures"."content_type" in ('image/webp', 'image/png')),
	CONSTRAINT "pictures_size" CHECK ("pictures"."size" = octet_length("pictures"."bytes"))
);
