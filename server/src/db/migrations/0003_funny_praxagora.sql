ALTER TABLE "hr_salary_workflow_documents" ADD COLUMN "replaces_id" text;--> statement-breakpoint
ALTER TABLE "hr_salary_workflow_documents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hr_salary_workflows" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "hr_salary_workflows" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hr_salary_workflows" ADD COLUMN "released_by_id" text;--> statement-breakpoint
ALTER TABLE "hr_salary_workflows" ADD COLUMN "reopened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hr_salary_workflow_documents" ADD CONSTRAINT "hr_salary_workflow_documents_replaces_id_hr_salary_workflow_documents_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."hr_salary_workflow_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_salary_workflows" ADD CONSTRAINT "hr_salary_workflows_released_by_id_users_id_fk" FOREIGN KEY ("released_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hr_salary_workflow_documents_replaces_idx" ON "hr_salary_workflow_documents" USING btree ("replaces_id");--> statement-breakpoint
CREATE INDEX "hr_salary_workflows_company_status_idx" ON "hr_salary_workflows" USING btree ("company_id","status");--> statement-breakpoint
-- Workflows created before the status column: derive it as src/domain/workflow-status.ts does (no
-- document had a newer version yet, so every document is current).
UPDATE "hr_salary_workflows" w SET "status" = CASE
  WHEN EXISTS (SELECT 1 FROM "hr_salary_workflow_documents" d WHERE d."workflow_id" = w."id" AND d."status" = 'rejected') THEN 'changes_requested'
  WHEN NOT EXISTS (SELECT 1 FROM "hr_salary_workflow_documents" d WHERE d."workflow_id" = w."id" AND d."status" <> 'pending') THEN 'open'
  WHEN NOT EXISTS (SELECT 1 FROM "hr_salary_workflow_documents" d WHERE d."workflow_id" = w."id" AND d."status" <> 'approved') THEN 'approved'
  ELSE 'in_review'
END;
