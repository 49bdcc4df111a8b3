CREATE TABLE "hr_message_reads" (
	"employee_id" text NOT NULL,
	"user_id" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"employee_id" text NOT NULL,
	"author_id" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"attachment_key" text,
	"attachment_filename" text,
	"attachment_filesize" integer,
	"attachment_sha256" text,
	"attachment_mimetype" text,
	"created_by_id" text,
	"upload_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_items" (
	"id" text PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"recipient_id" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_digest" text DEFAULT 'immediate' NOT NULL;--> statement-breakpoint
ALTER TABLE "hr_message_reads" ADD CONSTRAINT "hr_message_reads_employee_id_company_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."company_employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_message_reads" ADD CONSTRAINT "hr_message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_messages" ADD CONSTRAINT "hr_messages_employee_id_company_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."company_employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_messages" ADD CONSTRAINT "hr_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_messages" ADD CONSTRAINT "hr_messages_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_items" ADD CONSTRAINT "notification_items_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hr_message_reads_thread_user_uq" ON "hr_message_reads" USING btree ("employee_id","user_id");--> statement-breakpoint
CREATE INDEX "hr_messages_employee_created_idx" ON "hr_messages" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_messages_upload_key_uq" ON "hr_messages" USING btree ("created_by_id","upload_key") WHERE upload_key is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_items_event_recipient_uq" ON "notification_items" USING btree ("event_key","recipient_id");--> statement-breakpoint
CREATE INDEX "notification_items_pending_idx" ON "notification_items" USING btree ("recipient_id","sent_at");