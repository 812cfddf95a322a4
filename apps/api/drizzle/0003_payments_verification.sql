ALTER TABLE "payments" ADD COLUMN "verification" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_verification_check" CHECK ("payments"."verification" in ('unverified', 'verified', 'rejected'));