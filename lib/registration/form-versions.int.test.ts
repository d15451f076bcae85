import { beforeAll, describe, expect, it } from "vitest";
import type { SiteConference } from "@/lib/server/site-conference";
import type { FieldDef } from "@/lib/forms/fields";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { invalidateConferenceCache, resolveConference } from "@/lib/server/tenant";
import { useTestDatabase } from "@/tests/integration/test-db";
import { createVersion, deleteVersion, getVersion, saveVersion } from "./form-service";

useTestDatabase();
let conf: SiteConference;

const meal: FieldDef = {
  field: "dietary_needs",
  title: { zh: "饮食要求", en: "Dietary needs" },
  type: "cascader",
  validate: [],
  props: {},
  standard: false,
  order: 0,
  options: [{ value: "veg", label: { zh: "素食", en: "Vegetarian" }, children: [{ value: "vegan", label: { zh: "纯素", en: "Vegan" } }] }],
};

describe("form versions from the designer", () => {
  beforeAll(async () => {
    await seedDemo(getDb());
    invalidateConferenceCache();
    conf = (await resolveConference("demo.localhost"))!;
  });

  it("creates a copy or an empty version, and never over an existing one", async () => {
    await saveVersion(conf.id, { version: "v-source", fields: [meal] });
    const copy = await createVersion(conf.id, { version: "v-copy", copyFrom: "v-source" });
    expect(copy).toMatchObject({ isCurrent: false, fields: [meal] });
    expect((await createVersion(conf.id, { version: "v-empty" })).fields).toEqual([]);

    await expect(createVersion(conf.id, { version: "v-source" })).rejects.toMatchObject({
      status: 409,
      key: "registration.designer.versionExists",
      values: { name: "v-source" },
    });
    await expect(createVersion(conf.id, { version: "v-copy", copyFrom: "v-empty" })).rejects.toMatchObject({ status: 409 });
    expect((await getVersion(conf.id, "v-source")).fields).toEqual([meal]);
    expect((await getVersion(conf.id, "v-copy")).fields).toEqual([meal]);
    await expect(createVersion(conf.id, { version: "v-x", copyFrom: "nope" })).rejects.toMatchObject({ status: 404 });
  });

  it("deletes a version nobody uses", async () => {
    await createVersion(conf.id, { version: "v-gone" });
    await deleteVersion(conf.id, "v-gone");
    await expect(getVersion(conf.id, "v-gone")).rejects.toMatchObject({ status: 404 });
  });
});
