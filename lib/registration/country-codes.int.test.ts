import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";
import { exportAttendees } from "./export";
import { updateAttendee } from "./manage-service";
import { countryFacets, listAttendees } from "./queries";
import { ZAttendeeListQuery } from "./schemas";

// Countries stored as codes, old labels migrated, and every reader sees names.
const test = useTestDatabase();
let demoId = 0;

/** Runs the country-code migration's SQL again, as it ran on databases that held labels. */
async function runCountryMigration() {
  const dir = path.join(process.cwd(), "prisma/migrations");
  const folder = readdirSync(dir).find((d) => d.endsWith("_country_codes"))!;
  const client = new pg.Client({ connectionString: test.url().replace(/[?&]schema=.*$/, "") });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${test.schema()}"`);
    await client.query("BEGIN");
    await client.query(readFileSync(path.join(dir, folder, "migration.sql"), "utf8"));
    await client.query("COMMIT");
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await seedDemo(getDb());
  demoId = (await getDb().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } })).conferenceId;
});

describe("country codes", () => {
  it("seeds codes", async () => {
    const alice = await getDb().attendee.findFirstOrThrow({ where: { conferenceId: demoId, email: "alice@example.org" } });
    expect(alice.countryArea).toBe("CN");
  });

  it("migrates known zh/en labels to codes and leaves unknown values as they are", async () => {
    const db = getDb();
    const bob = await db.user.findUniqueOrThrow({ where: { email: "bob@example.org" } });
    const version = await db.registerFormVersion.findFirstOrThrow({ where: { conferenceId: demoId, name: "default" } });
    await db.attendee.update({
      where: { conferenceId_userId: { conferenceId: demoId, userId: (await db.user.findUniqueOrThrow({ where: { email: "alice@example.org" } })).id } },
      data: { countryArea: "中国" },
    });
    await db.attendee.create({ data: { conferenceId: demoId, userId: bob.id, formVersionId: version.id, email: bob.email, countryArea: " china " } });
    await db.user.update({ where: { id: bob.id }, data: { country: "United Kingdom" } });
    await db.user.update({ where: { email: "chair@example.org" }, data: { country: "Atlantis" } });
    await db.registerOption.create({
      data: {
        conferenceId: demoId,
        field: "country",
        kind: "COUNTRY",
        values: [
          { value: "China", label: { zh: "中国", en: "China" } },
          { value: "Atlantis", label: { zh: "亚特兰蒂斯", en: "Atlantis" } },
          { value: "其他", label: { zh: "其他", en: "Others" } },
        ],
      },
    });
    await db.registerOption.create({ data: { conferenceId: demoId, field: "diet", values: [{ value: "China", label: { zh: "中餐", en: "Chinese" } }] } });

    await runCountryMigration();

    const rows = await db.attendee.findMany({ where: { conferenceId: demoId }, orderBy: { id: "asc" }, select: { countryArea: true } });
    expect(rows.map((r) => r.countryArea)).toEqual(["CN", "CN"]);
    expect((await db.user.findUniqueOrThrow({ where: { id: bob.id } })).country).toBe("GB");
    expect((await db.user.findUniqueOrThrow({ where: { email: "chair@example.org" } })).country).toBe("Atlantis");
    const own = await db.registerOption.findUniqueOrThrow({ where: { conferenceId_field: { conferenceId: demoId, field: "country" } } });
    expect((own.values as { value: string }[]).map((v) => v.value)).toEqual(["CN", "Atlantis", "ZZ"]);
    const diet = await db.registerOption.findUniqueOrThrow({ where: { conferenceId_field: { conferenceId: demoId, field: "diet" } } });
    expect((diet.values as { value: string }[])[0].value).toBe("China"); // other lists are not countries
    await db.registerOption.deleteMany({ where: { conferenceId: demoId } });
    await db.attendee.deleteMany({ where: { userId: bob.id } });
  });

  it("filters the list by code and exports the country in the reader's language", async () => {
    const q = (over: Record<string, string>) => ZAttendeeListQuery.parse(over);
    expect((await listAttendees(demoId, q({ country: "CN" }))).rows.map((r) => r.email)).toEqual(["alice@example.org"]);
    expect(await countryFacets(demoId)).toEqual(["CN"]);
    const csv = async (locale: string) =>
      (
        await exportAttendees({ id: demoId, timeZone: "Asia/Shanghai" }, { version: "default" }, "csv", locale as "zh" | "en", "http://demo.localhost")
      ).body.toString("utf8");
    expect(await csv("en")).toMatch(/,China,/);
    expect(await csv("zh")).toMatch(/,中国,/);
    // Registration times in the conference's zone, labelled with it (not UTC ISO strings).
    const en = await csv("en");
    expect(en.split("\r\n")[0]).toContain("Registered (Asia/Shanghai)");
    expect(en).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}(\r\n|$)/);
    expect(en).not.toMatch(/T\d{2}:\d{2}:\d{2}\.\d{3}Z/);
    expect((await csv("zh")).split("\r\n")[0]).toContain("报名时间 (Asia/Shanghai)");
    const xlsx = await exportAttendees({ id: demoId, timeZone: "Asia/Shanghai" }, { version: "default" }, "xlsx", "en", "http://demo.localhost");
    const ExcelJS = (await import("exceljs")).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.body as never);
    const values = (wb.worksheets[0].getRow(2).values as unknown[]).slice(1);
    expect(values).toContain("China");
    expect(values).not.toContain("CN");
  });

  it("lets a manager save a registration without losing its country, a legacy value included", async () => {
    const row = await getDb().attendee.findFirstOrThrow({ where: { conferenceId: demoId, email: "alice@example.org" } });
    const answers = { name: "Alice Liddell", email: row.email, telephone: row.phone, unit: row.unit };
    await updateAttendee(demoId, row.id, { ...answers, country: "中国" }, "zh");
    expect((await getDb().attendee.findUniqueOrThrow({ where: { id: row.id } })).countryArea).toBe("CN");
    await getDb().attendee.update({ where: { id: row.id }, data: { countryArea: "Atlantis" } });
    await updateAttendee(demoId, row.id, { ...answers, country: "Atlantis" }, "en");
    expect((await getDb().attendee.findUniqueOrThrow({ where: { id: row.id } })).countryArea).toBe("Atlantis");
    await getDb().attendee.update({ where: { id: row.id }, data: { countryArea: "CN" } });
  });
});
