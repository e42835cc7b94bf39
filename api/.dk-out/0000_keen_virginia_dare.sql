CREATE TABLE "company_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"kvk" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"tradenames" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vat_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"support_phone" text NOT NULL,
	"delete_discount" integer DEFAULT 0 NOT NULL,
	"added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"name" text NOT NULL,
	"niche" smallint NOT NULL,
	"domain_language" text NOT NULL,
	"countries" jsonb NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"cdn_prefix" text DEFAULT '' NOT NULL,
	"signups" text DEFAULT 'all' NOT NULL,
	"logged_out_search" boolean DEFAULT false NOT NULL,
	"logged_out_search_trafficsource" boolean DEFAULT false NOT NULL,
	"enable_site_entry_popup" boolean DEFAULT true NOT NULL,
	"site_entry_popup_countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"support_phone" text NOT NULL,
	"support_email" text NOT NULL,
	"mail_name" text NOT NULL,
	"index_title" text NOT NULL,
	"description" text NOT NULL,
	"fictional_icon" boolean DEFAULT true NOT NULL,
	"fictional_warning" text NOT NULL,
	"fictional_singular" text NOT NULL,
	"fictional_plural" text NOT NULL,
	"visible_profile_fields" jsonb NOT NULL,
	"visible_profile_notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_fields" jsonb NOT NULL,
	"minimum_message_costs" jsonb NOT NULL,
	"message_credits" integer NOT NULL,
	"signup_credits" integer NOT NULL,
	"photo_credits" integer NOT NULL,
	"gift_credits" integer NOT NULL,
	"message_length" integer NOT NULL,
	"refund_days" integer NOT NULL,
	"member_resell" boolean DEFAULT false NOT NULL,
	"photo_moderation" boolean DEFAULT true NOT NULL,
	"us_footer" boolean DEFAULT false NOT NULL,
	"welcome_discount_percentage" integer DEFAULT 25 NOT NULL,
	"welcome_discount_hours" integer DEFAULT 48 NOT NULL,
	"payment_provider" text DEFAULT 'sandbox' NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_domain_unique" UNIQUE("domain"),
	CONSTRAINT "sites_niche_range" CHECK ("sites"."niche" between 1 and 7),
	CONSTRAINT "sites_signups_mode" CHECK ("sites"."signups" in ('all', 'with_trafficsource', 'none')),
	CONSTRAINT "sites_positive_limits" CHECK ("sites"."message_length" > 0 and "sites"."refund_days" >= 0),
	CONSTRAINT "sites_payment_provider" CHECK ("sites"."payment_provider" in ('sandbox', 'mollie'))
);
--> statement-breakpoint
CREATE TABLE "account_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"site_id" integer NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"comment" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reactivation_token_hash" text,
	"reactivate_until" timestamp with time zone NOT NULL,
	"reactivated_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "account_deletions_reactivation_token_hash_unique" UNIQUE("reactivation_token_hash")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"filename" text NOT NULL,
	"thumb_filename" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_filename_unique" UNIQUE("filename"),
	CONSTRAINT "photos_thumb_filename_unique" UNIQUE("thumb_filename"),
	CONSTRAINT "photos_status" CHECK ("photos"."status" in ('pending', 'active', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'disabled' NOT NULL,
	"gender" text NOT NULL,
	"sexuality" text NOT NULL,
	"birth_date" date NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"city" text,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"hair_color" text,
	"eye_color" text,
	"body_type" text,
	"relationship_status" text,
	"tattoos" text,
	"personal_text" text,
	"signup_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ranked_at" timestamp with time zone,
	CONSTRAINT "profiles_gender" CHECK ("profiles"."gender" in ('male', 'female')),
	CONSTRAINT "profiles_sexuality" CHECK ("profiles"."sexuality" in ('hetero', 'gay', 'lesbian', 'bi')),
	CONSTRAINT "profiles_status" CHECK ("profiles"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"site_id" integer NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'not_confirmed' NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"paid_user" boolean DEFAULT false NOT NULL,
	"credits_frozen" boolean DEFAULT false NOT NULL,
	"language" text NOT NULL,
	"is_fictional" boolean DEFAULT false NOT NULL,
	"invisible" boolean DEFAULT false NOT NULL,
	"signup_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"failed_login_count" smallint DEFAULT 0 NOT NULL,
	"failed_login_window_start" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_credits_not_negative" CHECK ("users"."credits" >= 0),
	CONSTRAINT "users_status" CHECK ("users"."status" in ('not_confirmed', 'confirmed', 'deleted')),
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "blocks_not_self" CHECK ("blocks"."blocker_id" <> "blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"is_new" boolean DEFAULT true NOT NULL,
	"source" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_pair" UNIQUE("from_user_id","to_user_id"),
	CONSTRAINT "likes_not_self" CHECK ("likes"."from_user_id" <> "likes"."to_user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer,
	"reported_id" integer,
	"message_id" bigint,
	"reason" text NOT NULL,
	"comment" text,
	"evidence" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_participants" (
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"other_user_id" integer NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"last_read_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"last_read_message_id" bigint,
	CONSTRAINT "conversation_participants_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id"),
	CONSTRAINT "participants_unread_not_negative" CHECK ("conversation_participants"."unread_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_low_id" integer NOT NULL,
	"user_high_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone,
	CONSTRAINT "conversations_pair" UNIQUE("user_low_id","user_high_id"),
	CONSTRAINT "conversations_ordered_pair" CHECK ("conversations"."user_low_id" < "conversations"."user_high_id")
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"credits" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"gift_id" integer,
	"credits_spent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_message_id" uuid,
	"photo_filename" text,
	"photo_thumb_filename" text,
	"photo_blur_filename" text,
	CONSTRAINT "messages_credits_not_negative" CHECK ("messages"."credits_spent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"credits" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"country" text,
	CONSTRAINT "credit_bundles_positive" CHECK ("credit_bundles"."credits" > 0 and "credit_bundles"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_id" integer,
	"message_id" bigint,
	"unlock_target_id" integer,
	CONSTRAINT "credit_ledger_once" UNIQUE("reason","reference"),
	CONSTRAINT "credit_ledger_balance_not_negative" CHECK ("credit_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "direct_debit_mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_holder" text NOT NULL,
	"iban" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"mobile" text NOT NULL,
	"status" text DEFAULT 'pending_sms' NOT NULL,
	"sms_code_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"bundle_id" integer,
	"reference" text,
	"sms_attempts" smallint DEFAULT 0 NOT NULL,
	"sms_sends" smallint DEFAULT 0 NOT NULL,
	"sms_sent_at" timestamp with time zone,
	"sms_expires_at" timestamp with time zone,
	"payment_id" integer,
	CONSTRAINT "direct_debit_mandates_reference_unique" UNIQUE("reference"),
	CONSTRAINT "direct_debit_mandates_status" CHECK ("direct_debit_mandates"."status" in ('pending_sms', 'active', 'failed', 'blocked'))
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"code" text NOT NULL,
	"value_percentage" numeric(5, 2) NOT NULL,
	"minimum_order_value_cents" integer DEFAULT 0 NOT NULL,
	"country" text,
	"user_id" integer,
	"expires" timestamp with time zone,
	"currency" text,
	"status" text DEFAULT 'active' NOT NULL,
	"validity" text DEFAULT 'once-per-user' NOT NULL,
	"payment_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_site_code" UNIQUE("site_id","code"),
	CONSTRAINT "discount_codes_percentage" CHECK ("discount_codes"."value_percentage" > 0 and "discount_codes"."value_percentage" <= 100)
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"discount_code_id" integer,
	"payment_id" integer,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_redemptions_once_per_user" UNIQUE("user_id","code")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"bundle_id" integer,
	"credits" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"discount_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"site_id" integer,
	"issuer" text,
	"country" text,
	"base_amount_cents" integer,
	"discount_percentage" numeric(5, 2),
	"checkout_url" text,
	"credits_reversed" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_reference" UNIQUE("provider","provider_reference"),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'completed', 'failed', 'cancelled', 'expired', 'refunded', 'charged_back'))
);
--> statement-breakpoint
CREATE TABLE "direct_debit_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"iban" text,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_debit_blocks_target" CHECK ("direct_debit_blocks"."user_id" is not null or "direct_debit_blocks"."iban" is not null)
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"site_id" integer,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"purpose" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"provider_reference" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_status" CHECK ("sms_outbox"."status" in ('sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"to_address" text NOT NULL,
	"locale" text NOT NULL,
	"template" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_disabled_reasons" (
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_disabled_reasons_user_id_reason_pk" PRIMARY KEY("user_id","reason")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	CONSTRAINT "notification_preferences_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint,
	"response_body" text,
	"content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_scope_key" UNIQUE("scope","key")
);
--> statement-breakpoint
CREATE TABLE "tracking_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"network" text NOT NULL,
	"ref" text,
	"sub1" text,
	"sub2" text,
	"sub3" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"new_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_tokens_purpose" CHECK ("account_tokens"."purpose" in ('activation', 'password_reset', 'mail_change', 'unsubscribe'))
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_codes_uses" CHECK ("invite_codes"."uses" >= 0 and "invite_codes"."uses" <= "invite_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "member_states" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text,
	"notifications_read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profile_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"reported_id" integer NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_visits" (
	"visitor_id" integer NOT NULL,
	"visited_id" integer NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_visits_visitor_id_visited_id_pk" PRIMARY KEY("visitor_id","visited_id"),
	CONSTRAINT "profile_visits_not_self" CHECK ("profile_visits"."visitor_id" <> "profile_visits"."visited_id")
);
--> statement-breakpoint
CREATE TABLE "swipe_passes" (
	"user_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swipe_passes_user_id_target_id_pk" PRIMARY KEY("user_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "remote_assignments" (
	"site" text NOT NULL,
	"remote" text NOT NULL,
	"variants" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_assignments_site_remote_pk" PRIMARY KEY("site","remote")
);
--> statement-breakpoint
CREATE TABLE "remote_registry_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"remote" text NOT NULL,
	"action" text NOT NULL,
	"variants" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_remote_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"remote" text NOT NULL,
	"entry" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_psp_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"issuer" text,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"webhook_path" text NOT NULL,
	"webhook_host" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_psp_payments_status" CHECK ("sandbox_psp_payments"."status" in ('open', 'paid', 'failed', 'canceled', 'expired', 'refunded', 'charged_back'))
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_push_keys" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_push_keys_single_row" CHECK ("web_push_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "web_push_throttle" (
	"user_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "web_push_throttle_user_id_conversation_id_pk" PRIMARY KEY("user_id","conversation_id")
);
--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_company_id_company_info_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_info"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_other_user_id_users_id_fk" FOREIGN KEY ("other_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_low_id_users_id_fk" FOREIGN KEY ("user_low_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_high_id_users_id_fk" FOREIGN KEY ("user_high_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_bundles" ADD CONSTRAINT "credit_bundles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_unlock_target_id_users_id_fk" FOREIGN KEY ("unlock_target_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD CONSTRAINT "direct_debit_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD CONSTRAINT "direct_debit_mandates_bundle_id_credit_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."credit_bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD CONSTRAINT "direct_debit_mandates_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bundle_id_credit_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."credit_bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debit_blocks" ADD CONSTRAINT "direct_debit_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_disabled_reasons" ADD CONSTRAINT "notification_disabled_reasons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_records" ADD CONSTRAINT "tracking_records_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_records" ADD CONSTRAINT "tracking_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_states" ADD CONSTRAINT "member_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visits" ADD CONSTRAINT "profile_visits_visitor_id_users_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visits" ADD CONSTRAINT "profile_visits_visited_id_users_id_fk" FOREIGN KEY ("visited_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_passes" ADD CONSTRAINT "swipe_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_passes" ADD CONSTRAINT "swipe_passes_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_remote_variants" ADD CONSTRAINT "signup_remote_variants_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_remote_variants" ADD CONSTRAINT "signup_remote_variants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_push_throttle" ADD CONSTRAINT "web_push_throttle_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_push_throttle" ADD CONSTRAINT "web_push_throttle_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_user" ON "photos" USING btree ("user_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_one_main" ON "photos" USING btree ("user_id") WHERE "photos"."is_main";--> statement-breakpoint
CREATE INDEX "profiles_search" ON "profiles" USING btree ("site_id","status","gender","country","birth_date");--> statement-breakpoint
CREATE INDEX "profiles_search_keyset" ON "profiles" USING btree ("site_id","status","gender","country",(coalesce("ranked_at", '-infinity'::timestamptz)) desc,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_region_keyset" ON "profiles" USING btree ("site_id","status","gender","country","region",(coalesce("ranked_at", '-infinity'::timestamptz)) desc,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_keyset" ON "profiles" USING btree ("site_id","status",(coalesce("ranked_at", '-infinity'::timestamptz)) desc,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_region" ON "profiles" USING btree ("site_id","country","region");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_email" ON "users" USING btree ("site_id","email");--> statement-breakpoint
CREATE INDEX "users_hidden" ON "users" USING btree ("id") WHERE "users"."deleted_at" is not null or "users"."invisible";--> statement-breakpoint
CREATE INDEX "blocks_blocked" ON "blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "likes_to" ON "likes" USING btree ("to_user_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_reports_reported" ON "chat_reports" USING btree ("reported_id","created_at");--> statement-breakpoint
CREATE INDEX "participants_user_recent" ON "conversation_participants" USING btree ("user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "messages_conversation" ON "messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_client_id" ON "messages" USING btree ("sender_id","client_message_id");--> statement-breakpoint
CREATE INDEX "messages_sender_recent" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_bundles_site_country" ON "credit_bundles" USING btree ("site_id","country");--> statement-breakpoint
CREATE INDEX "credit_ledger_user" ON "credit_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_payment" ON "credit_ledger" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_unlock" ON "credit_ledger" USING btree ("user_id","unlock_target_id") WHERE "credit_ledger"."reason" = 'photo_unlock';--> statement-breakpoint
CREATE INDEX "direct_debit_mandates_user" ON "direct_debit_mandates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "direct_debit_mandates_iban" ON "direct_debit_mandates" USING btree ("iban");--> statement-breakpoint
CREATE INDEX "payments_user" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "direct_debit_blocks_user" ON "direct_debit_blocks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "direct_debit_blocks_iban" ON "direct_debit_blocks" USING btree ("iban");--> statement-breakpoint
CREATE INDEX "sms_outbox_created" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_pending" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "push_subscriptions_user" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idempotency_created" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tracking_records_user" ON "tracking_records" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_tokens_user_purpose" ON "account_tokens" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_codes_site_code" ON "invite_codes" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "profile_reports_reported" ON "profile_reports" USING btree ("reported_id");--> statement-breakpoint
CREATE INDEX "profile_visits_visited" ON "profile_visits" USING btree ("visited_id","visited_at");--> statement-breakpoint
CREATE INDEX "swipe_passes_recent" ON "swipe_passes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "remote_registry_changes_key" ON "remote_registry_changes" USING btree ("site","remote","id");--> statement-breakpoint
CREATE INDEX "signup_remote_variants_site" ON "signup_remote_variants" USING btree ("site_id","remote","entry");--> statement-breakpoint
CREATE INDEX "signup_remote_variants_user" ON "signup_remote_variants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_events_user" ON "live_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "live_events_created" ON "live_events" USING btree ("created_at");