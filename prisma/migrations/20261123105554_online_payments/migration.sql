-- CreateEnum
CREATE TYPE "NoticeSource" AS ENUM ('NOTIFY', 'QUERY');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "PaymentStatus" ADD VALUE 'EXCEPTION';
ALTER TYPE "PaymentStatus" ADD VALUE 'REFUNDED';

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "channel" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "checkout" JSONB,
ADD COLUMN     "expiresAt" TIMESTAMP(3),
ADD COLUMN     "problem" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "providerRef" TEXT;

-- CreateTable
CREATE TABLE "PaymentNotification" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "paymentId" INTEGER,
    "method" "PaymentMethodKind" NOT NULL,
    "source" "NoticeSource" NOT NULL,
    "verified" BOOLEAN NOT NULL,
    "outcome" TEXT NOT NULL DEFAULT '',
    "result" TEXT NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "providerTxnNo" TEXT,
    "amountMinor" INTEGER,
    "currency" CHAR(3),
    "rawBody" TEXT NOT NULL DEFAULT '',
    "headers" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentNotification_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PaymentNotification_paymentId_createdAt_idx" ON "PaymentNotification"("paymentId", "createdAt");

-- CreateIndex
CREATE INDEX "PaymentNotification_conferenceId_createdAt_idx" ON "PaymentNotification"("conferenceId", "createdAt");

-- AddForeignKey
ALTER TABLE "PaymentNotification" ADD CONSTRAINT "PaymentNotification_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentNotification" ADD CONSTRAINT "PaymentNotification_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE SET NULL ON UPDATE CASCADE;
