-- CreateTable
CREATE TABLE "DemoSeedPart" (
    "key" TEXT NOT NULL,
    "appliedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DemoSeedPart_pkey" PRIMARY KEY ("key")
);
