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

/** A number above every submission's of the conference (each spec adds its own offset to stay apart). */
export async function freeSubmissionNumber(sql: pg.Pool, conferenceId: number, offset: number): Promise<number> {
  return (await sql.query<{ n: number }>(`SELECT COALESCE(MAX(number), 0) + $2 AS n FROM "Submission" WHERE "conferenceId" = $1`, [conferenceId, offset]))
    .rows[0].n;
}

type SeededSubmission = {
  number: number;
  code: string;
  title: string;
  abstract: string;
  /** the submitter, who is also its one (corresponding) author, Alice Liddell */
  email: string;
  organisation: string;
  keywords?: string[];
  status?: string;
  themeId?: number | null;
};

/** A submission by the demo's alice as the review specs need it: the row and its one author. */
export async function insertSubmission(sql: pg.Pool, conferenceId: number, s: SeededSubmission): Promise<number> {
  const id = (
    await sql.query<{ id: number }>(
      `INSERT INTO "Submission" ("conferenceId", "userId", number, code, title, abstract, keywords, status, "themeId", "updatedAt")
       SELECT $1, id, $2, $3, $4, $5, $6, $7::"SubmissionStatus", $8, now() FROM "User" WHERE email = $9 RETURNING id`,
      [conferenceId, s.number, s.code, s.title, s.abstract, s.keywords ?? [], s.status ?? "WAITING_ALLOCATION", s.themeId ?? null, s.email],
    )
  ).rows[0].id;
  await sql.query(
    `INSERT INTO "SubmissionAuthor" ("conferenceId", "submissionId", name, surname, email, organisation, corresponding, "order")
     VALUES ($1, $2, 'Alice', 'Liddell', $3, $4, true, 0)`,
    [conferenceId, id, s.email, s.organisation],
  );
  return id;
}
