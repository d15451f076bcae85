-- AlterTable
-- Processes of the previous version, still running during an upgrade, write heartbeats without a
-- kind; they are maintenance loops (that version's mail worker wrote none). Without a default their
-- writes fail, their rows age out, and their own /api/ready (any row counts there) turns 503.
ALTER TABLE "WorkerHeartbeat" ALTER COLUMN "kind" SET DEFAULT 'maintenance';
