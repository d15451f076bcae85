-- AlterTable
-- Rows written before this change are the maintenance loops' (the mail worker wrote none). The
-- default only fills them in; new rows always say which loop they are.
ALTER TABLE "WorkerHeartbeat" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'maintenance';
ALTER TABLE "WorkerHeartbeat" ALTER COLUMN "kind" DROP DEFAULT;

-- CreateIndex
CREATE INDEX "WorkerHeartbeat_kind_seenAt_idx" ON "WorkerHeartbeat"("kind", "seenAt");
