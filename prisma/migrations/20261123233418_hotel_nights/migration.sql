-- AlterTable
ALTER TABLE "Hotel" ADD COLUMN     "mapLink" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "photos" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "HotelRoom" ADD COLUMN     "notesEn" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "notesZh" TEXT NOT NULL DEFAULT '',
ALTER COLUMN "priceMinor" DROP NOT NULL;

-- CreateTable
CREATE TABLE "HotelRoomNight" (
    "id" SERIAL NOT NULL,
    "conferenceId" INTEGER NOT NULL,
    "roomId" INTEGER NOT NULL,
    "night" DATE NOT NULL,
    "total" INTEGER NOT NULL,
    "booked" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "HotelRoomNight_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "HotelRoomNight_conferenceId_idx" ON "HotelRoomNight"("conferenceId");

-- CreateIndex
CREATE UNIQUE INDEX "HotelRoomNight_roomId_night_key" ON "HotelRoomNight"("roomId", "night");

-- AddForeignKey
ALTER TABLE "HotelRoomNight" ADD CONSTRAINT "HotelRoomNight_conferenceId_fkey" FOREIGN KEY ("conferenceId") REFERENCES "Conference"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HotelRoomNight" ADD CONSTRAINT "HotelRoomNight_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "HotelRoom"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Issue 15 (by hand: Prisma cannot express CHECK constraints): no night is ever over-sold or
-- given back below zero, whatever path writes the counts.
ALTER TABLE "HotelRoomNight" ADD CONSTRAINT "HotelRoomNight_booked_check" CHECK ("booked" >= 0 AND "booked" <= "total");
