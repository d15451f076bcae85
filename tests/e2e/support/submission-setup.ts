import type pg from "pg";

// The submission specs rewrite the demo's call for abstracts and registration rule with SQL; this
// keeps what was there before and puts it back afterwards, so the specs leave the demo as seeded.

export type SavedSubmissionSetup = { config: unknown; rule: { registerRule: string; costsSet: boolean } | null };

export async function saveSubmissionSetup(sql: pg.Pool, conferenceId: number): Promise<SavedSubmissionSetup> {
  const config = (await sql.query(`SELECT row_to_json(c) AS row FROM "SubmissionConfig" c WHERE "conferenceId" = $1`, [conferenceId])).rows[0]?.row ?? null;
  const rule = (await sql.query(`SELECT "registerRule", "costsSet" FROM "RegisterConfig" WHERE "conferenceId" = $1`, [conferenceId])).rows[0] ?? null;
  return { config, rule };
}

export async function restoreSubmissionSetup(sql: pg.Pool, conferenceId: number, saved: SavedSubmissionSetup | null): Promise<void> {
  if (saved?.rule)
    await sql.query(`UPDATE "RegisterConfig" SET "registerRule" = $2, "costsSet" = $3 WHERE "conferenceId" = $1`, [
      conferenceId,
      saved.rule.registerRule,
      saved.rule.costsSet,
    ]);
  if (saved?.config) {
    const cols = Object.keys(saved.config as object)
      .filter((c) => c !== "id" && c !== "conferenceId")
      .map((c) => `"${c}"`);
    await sql.query(
      `UPDATE "SubmissionConfig" t SET (${cols.join(", ")}) = (SELECT ${cols.map((c) => `s.${c}`).join(", ")} FROM json_populate_record(NULL::"SubmissionConfig", $1::json) s) WHERE t."conferenceId" = $2`,
      [JSON.stringify(saved.config), conferenceId],
    );
  }
}
