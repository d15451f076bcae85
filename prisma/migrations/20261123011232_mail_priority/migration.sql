-- DropIndex
DROP INDEX "MailOutbox_status_nextAttemptAt_idx";

-- AlterTable
ALTER TABLE "MailOutbox" ADD COLUMN     "priority" SMALLINT NOT NULL DEFAULT 5;

-- CreateIndex
CREATE INDEX "MailOutbox_status_priority_nextAttemptAt_idx" ON "MailOutbox"("status", "priority", "nextAttemptAt");
