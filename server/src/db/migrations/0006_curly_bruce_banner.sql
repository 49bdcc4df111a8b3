ALTER TABLE "hr_documents" ADD COLUMN "removal_reason" text;--> statement-breakpoint
ALTER TABLE "hr_documents" ADD COLUMN "declined" text;--> statement-breakpoint
ALTER TABLE "hr_documents" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "hr_documents" ADD COLUMN "replaces_id" text;--> statement-breakpoint
ALTER TABLE "hr_documents" ADD CONSTRAINT "hr_documents_replaces_id_hr_documents_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."hr_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hr_documents_review_inbox_idx" ON "hr_documents" USING btree ("created_at","id") WHERE needs_review or requested_removal;--> statement-breakpoint
CREATE INDEX "hr_documents_expiration_idx" ON "hr_documents" USING btree ("expiration_date") WHERE expiration_date is not null;