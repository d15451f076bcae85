import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { useTestDatabase } from "@/tests/integration/test-db";
import { mailStuckSince, STUCK_AFTER_MS } from "./log-service";

// The mail log's warning: mail of this conference queued for over 5 minutes without a single
// delivery attempt — nothing is sending it. Each conference's managers see only their own.
useTestDatabase();

const NOW = new Date("2026-11-28T08:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
let mine: number;
let other: number;

async function queued(conferenceId: number | null, due: Date, fields: { status?: "QUEUED" | "RETRYING" | "SENT"; attempts?: number } = {}) {
  await getDb().mailOutbox.create({
    data: {
      conferenceId,
      to: "x@example.org",
      subject: "S",
      html: "<p>x</p>",
      status: fields.status ?? "QUEUED",
      attempts: fields.attempts ?? 0,
      nextAttemptAt: due,
      createdAt: due,
    },
  });
}

beforeAll(async () => {
  mine = (await getDb().conference.create({ data: { nameZh: "本会议", nameEn: "This Conference", status: 4 } })).id;
  other = (await getDb().conference.create({ data: { nameZh: "别的会议", nameEn: "Other Conference", status: 4 } })).id;
});

beforeEach(async () => {
  await getDb().mailOutbox.deleteMany({});
});

describe("mail waiting with no delivery attempt", () => {
  it("is nothing to warn about while the oldest mail is younger than 5 minutes", async () => {
    await queued(mine, ago(STUCK_AFTER_MS - 1_000));
    await queued(mine, ago(30_000));
    expect(await mailStuckSince(mine, undefined, NOW)).toBeNull();
  });

  it("warns once the oldest untried mail has waited over 5 minutes, giving when it was queued", async () => {
    const oldest = ago(STUCK_AFTER_MS + 60_000);
    await queued(mine, ago(30_000));
    await queued(mine, ago(STUCK_AFTER_MS + 1_000));
    await queued(mine, oldest);
    expect(await mailStuckSince(mine, undefined, NOW)).toEqual(oldest);
  });

  it("does not count mail that has been tried (a failing SMTP server shows in the log itself) or is done", async () => {
    await queued(mine, ago(STUCK_AFTER_MS * 3), { status: "RETRYING", attempts: 1 });
    await queued(mine, ago(STUCK_AFTER_MS * 3), { status: "QUEUED", attempts: 2 }); // retried by hand
    await queued(mine, ago(STUCK_AFTER_MS * 3), { status: "SENT", attempts: 1 });
    expect(await mailStuckSince(mine, undefined, NOW)).toBeNull();
  });

  it("shows a manager only their own conference's mail", async () => {
    await queued(other, ago(STUCK_AFTER_MS * 2));
    await queued(null, ago(STUCK_AFTER_MS * 2)); // platform mail: verification codes
    expect(await mailStuckSince(mine, { platformAdmin: false }, NOW)).toBeNull();
    expect(await mailStuckSince(other, { platformAdmin: false }, NOW)).toEqual(ago(STUCK_AFTER_MS * 2));
  });
});
