-- AlterTable
ALTER TABLE "Upload" ADD COLUMN     "ip" TEXT,
ADD COLUMN     "ownerHash" TEXT;

-- CreateIndex
CREATE INDEX "Upload_ip_createdAt_idx" ON "Upload"("ip", "createdAt");

-- CreateIndex
CREATE INDEX "Upload_ownerHash_createdAt_idx" ON "Upload"("ownerHash", "createdAt");
