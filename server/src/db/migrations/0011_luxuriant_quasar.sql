CREATE TABLE "accounting_readings" (
	"document_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"method" text,
	"format" text,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"vat_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"differences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confirmed" jsonb,
	"confirmed_by_id" text,
	"confirmed_at" timestamp with time zone,
	"duplicate_of_id" text,
	"supplier_name" text,
	"supplier_key" text,
	"invoice_number" text,
	"total_amount" numeric(14, 2),
	"issue_date" date,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting_supplier_keys" (
	"company_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"supplier_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_supplier_keys_company_id_kind_value_pk" PRIMARY KEY("company_id","kind","value")
);
--> statement-breakpoint
ALTER TABLE "accounting_readings" ADD CONSTRAINT "accounting_readings_document_id_accounting_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."accounting_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_readings" ADD CONSTRAINT "accounting_readings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_readings" ADD CONSTRAINT "accounting_readings_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_readings" ADD CONSTRAINT "accounting_readings_duplicate_of_id_accounting_documents_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."accounting_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_supplier_keys" ADD CONSTRAINT "accounting_supplier_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_readings_company_issue_idx" ON "accounting_readings" USING btree ("company_id","issue_date");--> statement-breakpoint
CREATE INDEX "accounting_readings_duplicate_idx" ON "accounting_readings" USING btree ("company_id","invoice_number","total_amount");