-- Issue 8.2/8.3: verification codes bound to the requesting browser; login challenges.
-- AlterTable
ALTER TABLE "VerificationCode" ADD COLUMN     "bindingHash" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "LoginChallenge" (
    "id" SERIAL NOT NULL,
    "browserHash" TEXT NOT NULL,
    "answerHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LoginChallenge_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LoginChallenge_browserHash_createdAt_idx" ON "LoginChallenge"("browserHash", "createdAt");

-- CreateIndex
CREATE INDEX "LoginChallenge_expiresAt_idx" ON "LoginChallenge"("expiresAt");
