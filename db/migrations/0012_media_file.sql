CREATE TABLE "media_file" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"visibility" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"original_name" text NOT NULL,
	"variants" jsonb NOT NULL,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_file" ADD CONSTRAINT "media_file_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_media_file_owner_user_id_created_at" ON "media_file" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "idx_media_file_created_at_unattached" ON "media_file" USING btree ("created_at") WHERE attached_at is null;