-- CreateIndex
CREATE INDEX "Attendee_conferenceId_countryArea_createdAt_id_idx" ON "Attendee"("conferenceId", "countryArea", "createdAt", "id");
