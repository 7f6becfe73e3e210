CREATE TABLE "uploads" (
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_kind_file_name_pk" PRIMARY KEY("kind","file_name")
);
--> statement-breakpoint
-- WebP is compressed already: TOAST keeps the bytes as they are rather than trying again.
ALTER TABLE "uploads" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
