DROP INDEX "hunts_user";--> statement-breakpoint
CREATE INDEX "hunts_user" ON "hunts" USING btree ("user_id","created_at","id");