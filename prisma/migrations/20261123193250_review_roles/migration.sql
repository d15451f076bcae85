-- CreateEnum
CREATE TYPE "ReviewConflictSource" AS ENUM ('REVIEWER', 'AUTHOR', 'MANAGER');

-- CreateEnum
CREATE TYPE "ReviewOpinionStatus" AS ENUM ('DRAFT', 'SUBMITTED');

-- AlterTable: the rules become bilingual; what was there is the Chinese text.
ALTER TABLE "ReviewConfig" RENAME COLUMN "ratingRules" TO "ratingRulesZh";
ALTER TABLE "ReviewConfig" RENAME COLUMN "detailRules" TO "detailRulesZh";
ALTER TABLE "ReviewConfig" ADD COLUMN     "activationDays" INTEGER NOT NULL DEFAULT 14,
ADD COLUMN     "detailRulesEn" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "maxPerReviewer" INTEGER,
ADD COLUMN     "ratingRulesEn" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "reviewDeadline" DATE,
ADD COLUMN     "reviewsPerSubmission" INTEGER NOT NULL DEFAULT 3;

-- AlterTable
ALTER TABLE "ReviewOpinion" ADD COLUMN     "confidential" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "status" "ReviewOpinionStatus" NOT NULL DEFAULT 'DRAFT',
ADD COLUMN     "submittedAt" TIMESTAMP(3);

-- Issue 14: one source of truth for who reviews — ConferenceUser (REVIEWER / REVIEW_CHAIR). The
-- Reviewer row keeps the invitation and the profile. Roles held only in Reviewer move across,
-- reviewers held only in ConferenceUser get their Reviewer row, then the duplicated flags go.
ALTER TABLE "Reviewer" ADD COLUMN     "chair" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "invitedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "lastMailedAt" TIMESTAMP(3);

UPDATE "Reviewer" SET "chair" = "isChair", "invitedAt" = "createdAt";
UPDATE "Reviewer" SET "activatedAt" = "updatedAt" WHERE "active" AND "userId" IS NOT NULL AND "activatedAt" IS NULL;

INSERT INTO "ConferenceUser" ("conferenceId", "userId", "role")
SELECT r."conferenceId", r."userId", CASE WHEN r."isChair" THEN 'REVIEW_CHAIR'::"ConferenceRole" ELSE 'REVIEWER'::"ConferenceRole" END
  FROM "Reviewer" r WHERE r."active" AND r."userId" IS NOT NULL
ON CONFLICT ("conferenceId", "userId", "role") DO NOTHING;

INSERT INTO "Reviewer" ("conferenceId", "userId", "email", "firstName", "lastName", "unit", "phone", "countryArea", "chair", "activatedAt", "invitedAt", "createdAt", "updatedAt")
SELECT DISTINCT ON (cu."conferenceId", cu."userId") cu."conferenceId", cu."userId", u."email", u."firstName", u."lastName", u."unit", u."phone", u."country",
       bool_or(cu."role" = 'REVIEW_CHAIR') OVER (PARTITION BY cu."conferenceId", cu."userId"), cu."createdAt", cu."createdAt", cu."createdAt", CURRENT_TIMESTAMP
  FROM "ConferenceUser" cu JOIN "User" u ON u."id" = cu."userId"
 WHERE cu."role" IN ('REVIEWER', 'REVIEW_CHAIR')
ON CONFLICT ("conferenceId", "email") DO UPDATE SET "userId" = EXCLUDED."userId", "activatedAt" = COALESCE("Reviewer"."activatedAt", EXCLUDED."activatedAt");

ALTER TABLE "Reviewer" DROP COLUMN "active",
DROP COLUMN "isChair";

-- CreateTable
CREATE TABLE "ReviewerTheme" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "reviewerId" INTEGER NOT NULL,
    "themeId" INTEGER NOT NULL,

    CONSTRAINT "ReviewerTheme_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewConflict" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "reviewerId" INTEGER NOT NULL,
    "submissionId" INTEGER NOT NULL,
    "source" "ReviewConflictSource" NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewConflict_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReviewerTheme_conferenceId_idx" ON "ReviewerTheme"("conferenceId");

-- CreateIndex
CREATE INDEX "ReviewerTheme_themeId_idx" ON "ReviewerTheme"("themeId");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewerTheme_reviewerId_themeId_key" ON "ReviewerTheme"("reviewerId", "themeId");

-- CreateIndex
CREATE INDEX "ReviewConflict_conferenceId_idx" ON "ReviewConflict"("conferenceId");

-- CreateIndex
CREATE INDEX "ReviewConflict_submissionId_idx" ON "ReviewConflict"("submissionId");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewConflict_reviewerId_submissionId_key" ON "ReviewConflict"("reviewerId", "submissionId");

-- AddForeignKey
ALTER TABLE "ReviewerTheme" ADD CONSTRAINT "ReviewerTheme_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewerTheme" ADD CONSTRAINT "ReviewerTheme_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "Reviewer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewerTheme" ADD CONSTRAINT "ReviewerTheme_themeId_fkey" FOREIGN KEY ("themeId") REFERENCES "SubmissionTheme"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewConflict" ADD CONSTRAINT "ReviewConflict_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewConflict" ADD CONSTRAINT "ReviewConflict_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "Reviewer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewConflict" ADD CONSTRAINT "ReviewConflict_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission"("id") ON DELETE CASCADE ON UPDATE CASCADE;
