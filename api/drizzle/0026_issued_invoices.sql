-- Issued invoices (issue 26): the buyer, country and VAT as they were when the payment completed, so an
-- invoice no longer changes when the member renames themselves or changes their e-mail. The buyer lives
-- here and not on payments, whose rows must hold nothing personal; invoices are kept after an erasure
-- because tax law requires keeping issued invoices (docs/payments.md). Payments completed before this
-- migration get their row when their invoice is first asked for.
CREATE TABLE "invoices" (
	"payment_id" integer PRIMARY KEY NOT NULL CONSTRAINT "invoices_payment_id_payments_id_fk" REFERENCES "payments"("id"),
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"language" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"country" text NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"credits" integer NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);--> statement-breakpoint
-- Issued means fixed: nothing, erasure included, may rewrite or remove an invoice.
CREATE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoices are never changed once issued (% refused)', TG_OP USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_immutable"();
