-- Every conference gets a row for the download centre, which had no switch until now and was open
-- everywhere: it stays open.
INSERT INTO "ConferenceModule" ("conferenceId", "module", "enabled")
SELECT "id", 'download', true FROM "Conference"
ON CONFLICT ("conferenceId", "module") DO NOTHING;

-- Fees could be chosen and paid on conferences whose payment module was off (it only hid "my
-- orders"); now the switch covers fees too, so conferences that already have fees keep them.
UPDATE "ConferenceModule" SET "enabled" = true
WHERE "module" = 'payment' AND "conferenceId" IN (SELECT DISTINCT "conferenceId" FROM "Fee");
