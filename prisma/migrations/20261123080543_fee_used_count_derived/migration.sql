-- AlterTable
ALTER TABLE "Fee" DROP COLUMN "usedCount";
