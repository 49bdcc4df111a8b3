CREATE TABLE "accounting_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'other' NOT NULL,
	"date" date NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"company_id" text NOT NULL,
	"attachment_key" text,
	"attachment_filename" text,
	"attachment_filesize" integer,
	"attachment_sha256" text,
	"attachment_mimetype" text,
	"created_by_id" text,
	"upload_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"on_behalf_of_id" text,
	"action" text NOT NULL,
	"list" text DEFAULT '' NOT NULL,
	"item_id" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"rcs_id" text DEFAULT '' NOT NULL,
	"vat_id" text DEFAULT '' NOT NULL,
	"nace_id" text DEFAULT '' NOT NULL,
	"hr_enabled" boolean DEFAULT false NOT NULL,
	"person_in_charge_accounting_id" text,
	"person_in_charge_human_resources_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "company_employees" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"job_description" text DEFAULT '' NOT NULL,
	"is_hidden_in_hr" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"hr_document_notification" boolean DEFAULT false NOT NULL,
	"hr_unread_chat_messages" integer DEFAULT 0 NOT NULL,
	"setting_wants_salary_workflow_notification" boolean DEFAULT true NOT NULL,
	"setting_wants_accounting_notification" boolean DEFAULT true NOT NULL,
	"setting_wants_hr_salaries_notification" boolean DEFAULT true NOT NULL,
	"setting_hr_documents_disabled" boolean DEFAULT false NOT NULL,
	"user_id" text,
	"company_id" text NOT NULL,
	"profile_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"role_can_access_finance" boolean DEFAULT false NOT NULL,
	"role_can_access_taxation" boolean DEFAULT false NOT NULL,
	"role_can_manage_human_resources" boolean DEFAULT false NOT NULL,
	"role_can_access_salary_workflow" boolean DEFAULT false NOT NULL,
	"role_can_access_company_codes" boolean DEFAULT false NOT NULL,
	"role_can_access_company_contacts" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_document_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"expiration_date_type" text DEFAULT 'disabled' NOT NULL,
	"app_show_expiring_info_in_days" integer DEFAULT 0 NOT NULL,
	"manual_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"attachment_key" text,
	"attachment_filename" text,
	"attachment_filesize" integer,
	"attachment_sha256" text,
	"attachment_mimetype" text,
	"requested_removal" boolean DEFAULT false NOT NULL,
	"needs_review" boolean DEFAULT true NOT NULL,
	"expiration_date" date,
	"employee_id" text NOT NULL,
	"type_id" text NOT NULL,
	"created_by_id" text,
	"upload_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_salaries" (
	"id" text PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"type" text DEFAULT 'slip' NOT NULL,
	"employee_id" text NOT NULL,
	"attachment_key" text,
	"attachment_filename" text,
	"attachment_filesize" integer,
	"attachment_sha256" text,
	"attachment_mimetype" text,
	"created_by_id" text,
	"upload_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_salary_workflow_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"workflow_id" text NOT NULL,
	"document_key" text,
	"document_filename" text,
	"document_filesize" integer,
	"document_sha256" text,
	"document_mimetype" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"feedback_fg" text DEFAULT '' NOT NULL,
	"created_by_id" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_id" text,
	"upload_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_salary_workflows" (
	"id" text PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"company_id" text NOT NULL,
	"created_by_id" text,
	"upload_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magic_link_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profile_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"employee_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"changed_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"impersonator_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"language" text,
	"oidc_subject" text,
	"can_access_keystone" boolean DEFAULT false NOT NULL,
	"can_sign_in_to_app" boolean DEFAULT true NOT NULL,
	"can_manage_accounts" boolean DEFAULT false NOT NULL,
	"can_manage_roles" boolean DEFAULT false NOT NULL,
	"can_manage_accounting" boolean DEFAULT false NOT NULL,
	"can_manage_taxation" boolean DEFAULT false NOT NULL,
	"can_manage_human_resources" boolean DEFAULT false NOT NULL,
	"can_access_all_companies" boolean DEFAULT false NOT NULL,
	"can_remove_salary_workflow_document" boolean DEFAULT false NOT NULL,
	"can_create_contracts" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_oidc_subject_unique" UNIQUE("oidc_subject")
);
--> statement-breakpoint
ALTER TABLE "accounting_documents" ADD CONSTRAINT "accounting_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_documents" ADD CONSTRAINT "accounting_documents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_on_behalf_of_id_users_id_fk" FOREIGN KEY ("on_behalf_of_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_person_in_charge_accounting_id_contacts_id_fk" FOREIGN KEY ("person_in_charge_accounting_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_person_in_charge_human_resources_id_contacts_id_fk" FOREIGN KEY ("person_in_charge_human_resources_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_employees" ADD CONSTRAINT "company_employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_employees" ADD CONSTRAINT "company_employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_documents" ADD CONSTRAINT "hr_documents_employee_id_company_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."company_employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_documents" ADD CONSTRAINT "hr_documents_type_id_hr_document_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."hr_document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_documents" ADD CONSTRAINT "hr_documents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_salaries" ADD CONSTRAINT "hr_salaries_employee_id_company_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."company_employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_salaries" ADD CONSTRAINT "hr_salaries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_salary_workflow_documents" ADD CONSTRAINT "hr_salary_workflow_documents_workflow_id_hr_salary_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."hr_salary_workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_salary_workflow_documents" ADD CONSTRAINT "hr_salary_workflow_documents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_salary_workflow_documents" ADD CONSTRAINT "hr_salary_workflow_documents_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_salary_workflows" ADD CONSTRAINT "hr_salary_workflows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_salary_workflows" ADD CONSTRAINT "hr_salary_workflows_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magic_link_tokens" ADD CONSTRAINT "magic_link_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_versions" ADD CONSTRAINT "profile_versions_employee_id_company_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."company_employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_versions" ADD CONSTRAINT "profile_versions_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_documents_company_created_idx" ON "accounting_documents" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_documents_upload_key_uq" ON "accounting_documents" USING btree ("created_by_id","upload_key") WHERE upload_key is not null;--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "company_employees_company_name_idx" ON "company_employees" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "company_employees_user_idx" ON "company_employees" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_employees_company_code_uq" ON "company_employees" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "hr_documents_employee_type_idx" ON "hr_documents" USING btree ("employee_id","type_id");--> statement-breakpoint
CREATE INDEX "hr_documents_needs_review_idx" ON "hr_documents" USING btree ("needs_review");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_documents_upload_key_uq" ON "hr_documents" USING btree ("created_by_id","upload_key") WHERE upload_key is not null;--> statement-breakpoint
CREATE INDEX "hr_salaries_employee_date_idx" ON "hr_salaries" USING btree ("employee_id","date");--> statement-breakpoint
CREATE INDEX "hr_salaries_employee_type_date_idx" ON "hr_salaries" USING btree ("employee_id","type","date");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_salaries_upload_key_uq" ON "hr_salaries" USING btree ("created_by_id","upload_key") WHERE upload_key is not null;--> statement-breakpoint
CREATE INDEX "hr_salary_workflow_documents_workflow_idx" ON "hr_salary_workflow_documents" USING btree ("workflow_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_salary_workflow_documents_upload_key_uq" ON "hr_salary_workflow_documents" USING btree ("created_by_id","upload_key") WHERE upload_key is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "hr_salary_workflows_company_date_uq" ON "hr_salary_workflows" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "hr_salary_workflows_created_idx" ON "hr_salary_workflows" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_salary_workflows_upload_key_uq" ON "hr_salary_workflows" USING btree ("created_by_id","upload_key") WHERE upload_key is not null;--> statement-breakpoint
CREATE INDEX "magic_link_tokens_user_idx" ON "magic_link_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_versions_employee_idx" ON "profile_versions" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_events_bucket_at_idx" ON "rate_limit_events" USING btree ("bucket","at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");