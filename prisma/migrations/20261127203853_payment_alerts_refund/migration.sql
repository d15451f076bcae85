-- AlterEnum
ALTER TYPE "NoticeKind" ADD VALUE 'PAYMENT_ALERT';
ALTER TYPE "NoticeKind" ADD VALUE 'RECEIPT_STATUS';

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "refundAmountMinor" INTEGER,
ADD COLUMN     "refundRef" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "refundedAt" TIMESTAMP(3),
ADD COLUMN     "refundedById" INTEGER;
