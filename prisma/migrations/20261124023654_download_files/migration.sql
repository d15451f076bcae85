-- CreateEnum
CREATE TYPE "DownloadLanguage" AS ENUM ('ALL', 'ZH', 'EN');

-- CreateEnum
CREATE TYPE "DownloadAudience" AS ENUM ('PUBLIC', 'PARTICIPANTS');

-- CreateEnum
CREATE TYPE "DownloadKind" AS ENUM ('PROGRAMME', 'ABSTRACT_BOOK', 'TEMPLATE', 'OTHER');

-- CreateTable
CREATE TABLE "DownloadFile" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "titleZh" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL,
    "language" "DownloadLanguage" NOT NULL DEFAULT 'ALL',
    "audience" "DownloadAudience" NOT NULL DEFAULT 'PUBLIC',
    "kind" "DownloadKind" NOT NULL DEFAULT 'OTHER',
    "storedName" TEXT NOT NULL,
    "originalName" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "mime" TEXT NOT NULL,
    "order" INTEGER NOT NULL DEFAULT 0,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "uploadedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DownloadFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DownloadFile_storedName_key" ON "DownloadFile"("storedName");

-- CreateIndex
CREATE INDEX "DownloadFile_conferenceId_order_idx" ON "DownloadFile"("conferenceId", "order");

-- CreateIndex
CREATE INDEX "DownloadFile_uploadedById_idx" ON "DownloadFile"("uploadedById");

-- AddForeignKey
ALTER TABLE "DownloadFile" ADD CONSTRAINT "DownloadFile_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DownloadFile" ADD CONSTRAINT "DownloadFile_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
