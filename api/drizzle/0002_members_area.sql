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
ALTER TABLE "member_states" ADD CONSTRAINT "member_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visits" ADD CONSTRAINT "profile_visits_visitor_id_users_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visits" ADD CONSTRAINT "profile_visits_visited_id_users_id_fk" FOREIGN KEY ("visited_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_passes" ADD CONSTRAINT "swipe_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_passes" ADD CONSTRAINT "swipe_passes_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_reports_reported" ON "profile_reports" USING btree ("reported_id");--> statement-breakpoint
CREATE INDEX "profile_visits_visited" ON "profile_visits" USING btree ("visited_id","visited_at");--> statement-breakpoint
CREATE INDEX "swipe_passes_recent" ON "swipe_passes" USING btree ("user_id","created_at");