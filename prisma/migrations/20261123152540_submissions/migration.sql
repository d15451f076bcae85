-- AlterTable
ALTER TABLE "Submission" ADD COLUMN     "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "themeSeq" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1,
DROP COLUMN "keywords",
ADD COLUMN     "keywords" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "SubmissionConfig" ADD COLUMN     "abstractWordLimit" INTEGER;

-- CreateTable
CREATE TABLE "SubmissionRevision" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "submissionId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "snapshot" JSONB NOT NULL,
    "status" "SubmissionStatus" NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SubmissionRevision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubmissionTransition" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "submissionId" INTEGER NOT NULL,
    "fromStatus" "SubmissionStatus",
    "toStatus" "SubmissionStatus" NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "actorId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SubmissionTransition_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SubmissionRevision_conferenceId_idx" ON "SubmissionRevision"("conferenceId");

-- CreateIndex
CREATE UNIQUE INDEX "SubmissionRevision_submissionId_version_key" ON "SubmissionRevision"("submissionId", "version");

-- CreateIndex
CREATE INDEX "SubmissionTransition_conferenceId_idx" ON "SubmissionTransition"("conferenceId");

-- CreateIndex
CREATE INDEX "SubmissionTransition_submissionId_createdAt_idx" ON "SubmissionTransition"("submissionId", "createdAt");

-- CreateIndex
CREATE INDEX "SubmissionTransition_actorId_idx" ON "SubmissionTransition"("actorId");

-- AddForeignKey
ALTER TABLE "SubmissionRevision" ADD CONSTRAINT "SubmissionRevision_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubmissionRevision" ADD CONSTRAINT "SubmissionRevision_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubmissionTransition" ADD CONSTRAINT "SubmissionTransition_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubmissionTransition" ADD CONSTRAINT "SubmissionTransition_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubmissionTransition" ADD CONSTRAINT "SubmissionTransition_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
