-- Issue 10: the publish workflow's history, sanitised appearance CSS and built-in appearances,
-- and a working copy for content pages (draft vs published).
CREATE TABLE "ConferenceStatusChange" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "fromStatus" INTEGER NOT NULL,
    "toStatus" INTEGER NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "actorId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ConferenceStatusChange_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ConferenceStatusChange_conferenceId_createdAt_idx" ON "ConferenceStatusChange"("conferenceId", "createdAt");
CREATE INDEX "ConferenceStatusChange_actorId_idx" ON "ConferenceStatusChange"("actorId");
ALTER TABLE "ConferenceStatusChange" ADD CONSTRAINT "ConferenceStatusChange_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ConferenceStatusChange" ADD CONSTRAINT "ConferenceStatusChange_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "Appearance" ADD COLUMN "css" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Appearance" ADD COLUMN "builtIn" TEXT;

ALTER TABLE "SitePage" ADD COLUMN "draftTitleZh" TEXT NOT NULL DEFAULT '';
ALTER TABLE "SitePage" ADD COLUMN "draftTitleEn" TEXT NOT NULL DEFAULT '';
ALTER TABLE "SitePage" ADD COLUMN "draftContentZh" TEXT NOT NULL DEFAULT '';
ALTER TABLE "SitePage" ADD COLUMN "draftContentEn" TEXT NOT NULL DEFAULT '';
ALTER TABLE "SitePage" ADD COLUMN "hasDraft" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "SitePage" ADD COLUMN "publishedAt" TIMESTAMP(3);
