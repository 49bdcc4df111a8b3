CREATE TABLE "staged_upload_reports" (
	"user_id" text NOT NULL,
	"device_id" text NOT NULL,
	"count" integer NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staged_upload_reports_user_id_device_id_pk" PRIMARY KEY("user_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "staged_upload_reports" ADD CONSTRAINT "staged_upload_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;