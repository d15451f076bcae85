-- CreateEnum
CREATE TYPE "NoticeKind" AS ENUM ('FEEDBACK_REPLY', 'ORDER_STATUS', 'SUBMISSION_DECISION', 'ORGANISER_MESSAGE');

-- CreateEnum
CREATE TYPE "AbstractBookStatus" AS ENUM ('QUEUED', 'RUNNING', 'DONE', 'FAILED');

-- DropForeignKey
ALTER TABLE "Feedback" DROP CONSTRAINT "Feedback_repliedById_fkey";

-- DropIndex
DROP INDEX "Feedback_repliedById_idx";

-- AlterTable
ALTER TABLE "WebsiteConfig" ADD COLUMN     "feedbackFromVisitors" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "FeedbackMessage" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "feedbackId" INTEGER NOT NULL,
    "authorId" INTEGER,
    "byManager" BOOLEAN NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeedbackMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notice" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "kind" "NoticeKind" NOT NULL,
    "params" JSONB NOT NULL DEFAULT '{}',
    "href" TEXT NOT NULL DEFAULT '',
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AbstractBookJob" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "status" "AbstractBookStatus" NOT NULL DEFAULT 'QUEUED',
    "perPage" INTEGER NOT NULL,
    "total" INTEGER NOT NULL DEFAULT 0,
    "done" INTEGER NOT NULL DEFAULT 0,
    "pages" INTEGER,
    "storedName" TEXT,
    "size" INTEGER,
    "error" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" TIMESTAMP(3),
    "requestedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "AbstractBookJob_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FeedbackMessage_feedbackId_id_idx" ON "FeedbackMessage"("feedbackId", "id");

-- CreateIndex
CREATE INDEX "FeedbackMessage_conferenceId_idx" ON "FeedbackMessage"("conferenceId");

-- CreateIndex
CREATE INDEX "FeedbackMessage_authorId_idx" ON "FeedbackMessage"("authorId");

-- CreateIndex
CREATE INDEX "Notice_conferenceId_userId_readAt_idx" ON "Notice"("conferenceId", "userId", "readAt");

-- CreateIndex
CREATE INDEX "Notice_userId_createdAt_idx" ON "Notice"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "AbstractBookJob_storedName_key" ON "AbstractBookJob"("storedName");

-- CreateIndex
CREATE INDEX "AbstractBookJob_conferenceId_id_idx" ON "AbstractBookJob"("conferenceId", "id");

-- CreateIndex
CREATE INDEX "AbstractBookJob_status_lockedUntil_idx" ON "AbstractBookJob"("status", "lockedUntil");

-- CreateIndex
CREATE INDEX "AbstractBookJob_requestedById_idx" ON "AbstractBookJob"("requestedById");

-- AddForeignKey
ALTER TABLE "FeedbackMessage" ADD CONSTRAINT "FeedbackMessage_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedbackMessage" ADD CONSTRAINT "FeedbackMessage_feedbackId_fkey" FOREIGN KEY ("feedbackId") REFERENCES "Feedback"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedbackMessage" ADD CONSTRAINT "FeedbackMessage_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notice" ADD CONSTRAINT "Notice_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notice" ADD CONSTRAINT "Notice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AbstractBookJob" ADD CONSTRAINT "AbstractBookJob_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AbstractBookJob" ADD CONSTRAINT "AbstractBookJob_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Keep any earlier single reply as the first message of its thread before its columns go.
INSERT INTO "FeedbackMessage" ("conferenceId", "feedbackId", "authorId", "byManager", "body", "createdAt")
SELECT "conferenceId", "id", "repliedById", true, "reply", COALESCE("repliedAt", "updatedAt")
FROM "Feedback" WHERE "reply" IS NOT NULL AND "reply" <> '';

-- AlterTable
ALTER TABLE "Feedback" DROP COLUMN "repliedAt",
DROP COLUMN "repliedById",
DROP COLUMN "reply",
ADD COLUMN     "closedAt" TIMESTAMP(3),
ADD COLUMN     "lastActivityAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'zh';

