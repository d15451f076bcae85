
-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "displayCurrency" CHAR(3),
ADD COLUMN     "displayTotalMinor" INTEGER,
ADD COLUMN     "refundNote" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "replacesOrderId" INTEGER,
ADD COLUMN     "voidReason" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "displayCurrency" CHAR(3),
ADD COLUMN     "displayUnitPriceMinor" INTEGER;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "confirmedById" INTEGER,
ADD COLUMN     "payerNote" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "PaymentSettings" ADD COLUMN     "payWithinHours" INTEGER NOT NULL DEFAULT 72;

-- AlterTable
ALTER TABLE "RegisterConfig" ADD COLUMN     "thirdWorldCountries" JSONB;

-- CreateTable
CREATE TABLE "FeeCategory" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "parentId" INTEGER,
    "nameZh" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "totalLimit" INTEGER,
    "usedCount" INTEGER NOT NULL DEFAULT 0,
    "order" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FeeCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConferenceCounter" (
    "conferenceId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "value" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ConferenceCounter_pkey" PRIMARY KEY ("conferenceId","name")
);

-- CreateTable
CREATE TABLE "OrderTransition" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "fromStatus" "TransactionStatus",
    "toStatus" "TransactionStatus" NOT NULL,
    "actorUserId" INTEGER,
    "reason" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderTransition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderQuota" (
    "orderId" INTEGER NOT NULL,
    "categoryId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,

    CONSTRAINT "OrderQuota_pkey" PRIMARY KEY ("orderId","categoryId")
);

-- CreateTable
CREATE TABLE "PaymentOrder" (
    "paymentId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,

    CONSTRAINT "PaymentOrder_pkey" PRIMARY KEY ("paymentId","orderId")
);

-- Data: fee categories were free text on each fee, with the quota on the fee rows. One category per
-- (conference, text) takes the largest quota any of its fees had; the used counts are summed.
ALTER TABLE "Fee" ADD COLUMN "categoryId" INTEGER;
INSERT INTO "FeeCategory" ("conferenceId", "nameZh", "nameEn", "totalLimit", "usedCount", "updatedAt")
SELECT "conferenceId", "category", "category", MAX("totalLimit"), SUM("usedCount"), CURRENT_TIMESTAMP
FROM "Fee" GROUP BY "conferenceId", "category";
UPDATE "Fee" f SET "categoryId" = c."id"
FROM "FeeCategory" c WHERE c."conferenceId" = f."conferenceId" AND c."nameZh" = f."category";
ALTER TABLE "Fee" ALTER COLUMN "categoryId" SET NOT NULL;
ALTER TABLE "Fee" DROP COLUMN "category", DROP COLUMN "totalLimit";

-- Data: Payment.orderIds (an int array without foreign keys) → PaymentOrder rows.
INSERT INTO "PaymentOrder" ("paymentId", "orderId")
SELECT DISTINCT p."id", o."id" FROM "Payment" p CROSS JOIN LATERAL unnest(p."orderIds") AS u("orderId")
JOIN "Order" o ON o."id" = u."orderId";
ALTER TABLE "Payment" DROP COLUMN "orderIds";

-- CreateIndex
CREATE INDEX "FeeCategory_conferenceId_parentId_order_idx" ON "FeeCategory"("conferenceId", "parentId", "order");

-- CreateIndex
CREATE INDEX "FeeCategory_parentId_idx" ON "FeeCategory"("parentId");

-- CreateIndex
CREATE INDEX "OrderTransition_orderId_createdAt_idx" ON "OrderTransition"("orderId", "createdAt");

-- CreateIndex
CREATE INDEX "OrderTransition_conferenceId_createdAt_idx" ON "OrderTransition"("conferenceId", "createdAt");

-- CreateIndex
CREATE INDEX "OrderTransition_actorUserId_idx" ON "OrderTransition"("actorUserId");

-- CreateIndex
CREATE INDEX "OrderQuota_categoryId_idx" ON "OrderQuota"("categoryId");

-- CreateIndex
CREATE INDEX "PaymentOrder_orderId_idx" ON "PaymentOrder"("orderId");

-- CreateIndex
CREATE INDEX "Fee_categoryId_idx" ON "Fee"("categoryId");

-- CreateIndex
CREATE INDEX "Order_replacesOrderId_idx" ON "Order"("replacesOrderId");

-- AddForeignKey
ALTER TABLE "FeeCategory" ADD CONSTRAINT "FeeCategory_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeeCategory" ADD CONSTRAINT "FeeCategory_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "FeeCategory"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Fee" ADD CONSTRAINT "Fee_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "FeeCategory"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConferenceCounter" ADD CONSTRAINT "ConferenceCounter_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderTransition" ADD CONSTRAINT "OrderTransition_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderTransition" ADD CONSTRAINT "OrderTransition_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderTransition" ADD CONSTRAINT "OrderTransition_actorUserId_fkey" FOREIGN KEY ("actorUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderQuota" ADD CONSTRAINT "OrderQuota_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderQuota" ADD CONSTRAINT "OrderQuota_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "FeeCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentOrder" ADD CONSTRAINT "PaymentOrder_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentOrder" ADD CONSTRAINT "PaymentOrder_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
