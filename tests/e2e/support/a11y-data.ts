import { randomBytes } from "node:crypto";
import type pg from "pg";
import { createUser } from "./fixtures";

// The accessibility sweep's data: a fresh attendee of the demo conference with an unpaid
// registration order, a paid optional order, a bill and a feedback thread, so that every page that
// takes an id has one to show; the other ids come from the demo seed.

export const DEMO = "demo.localhost";
const PREFIX = "a11y";

export type A11yIds = {
  conference: number;
  attendeeEmail: string;
  attendee: number;
  unpaidOrder: number;
  paidOrder: number;
  bill: string;
  feedback: number;
  contentPage: number;
  template: number;
  appearance: number;
  reviewerUser: number;
  submission: number;
  submitter: number;
};

const one = async (sql: pg.Pool, query: string, params: unknown[] = []) => {
  const { rows } = await sql.query<{ v: number }>(query, params);
  if (!rows.length) throw new Error(`no demo row for: ${query}`);
  return rows[0].v;
};

async function order(sql: pg.Pool, conferenceId: number, userId: number, type: "REGISTRATION" | "OPTIONAL", paid: boolean) {
  const no = `A${Date.now()}-${randomBytes(3).toString("hex").toUpperCase()}`;
  const status = paid ? "PAID" : "UNPAID";
  const id = await one(
    sql,
    `INSERT INTO "Order" ("orderNo", type, "conferenceId", "userId", "totalMinor", currency, "transactionStatus", "payStatus", "paymentMethod", "paidAt", "deadlineAt", "updatedAt")
     VALUES ($1, $2::text::"OrderType", $3, $4, 120000, 'CNY', $5::text::"TransactionStatus", $5::text::"PayStatus", $6::"PaymentMethodKind",
       CASE WHEN $7 THEN now() END, now() + interval '3 days', now()) RETURNING id AS v`,
    [no, type, conferenceId, userId, status, paid ? "BANK_REMITTANCE" : null, paid],
  );
  await sql.query(
    `INSERT INTO "OrderItem" ("conferenceId", "orderId", type, "feeId", "titleZh", "titleEn", "unitPriceMinor", "amountMinor")
     SELECT $1, $2, $3::"OrderType", (SELECT id FROM "Fee" WHERE "conferenceId" = $1 AND kind = $3::text::"FeeKind" ORDER BY id LIMIT 1), '会议注册费', 'Registration fee', 120000, 120000`,
    [conferenceId, id, type],
  );
  return id;
}

export async function removeA11yData(sql: pg.Pool) {
  const users = `SELECT id FROM "User" WHERE email LIKE '${PREFIX}-%@example.org'`;
  await sql.query(`DELETE FROM "Feedback" WHERE "userId" IN (${users})`);
  await sql.query(`DELETE FROM "Payment" WHERE "userId" IN (${users})`);
  await sql.query(`DELETE FROM "Order" WHERE "userId" IN (${users})`);
  await sql.query(`DELETE FROM "Attendee" WHERE "userId" IN (${users})`);
  await sql.query(`DELETE FROM "User" WHERE id IN (${users})`);
}

export async function createA11yData(sql: pg.Pool): Promise<A11yIds> {
  await removeA11yData(sql);
  const conference = await one(sql, `SELECT "conferenceId" AS v FROM "ConferenceDomain" WHERE host = $1`, [DEMO]);
  const attendeeEmail = await createUser(sql, PREFIX);
  const userId = await one(sql, `SELECT id AS v FROM "User" WHERE email = $1`, [attendeeEmail]);
  const attendee = await one(
    sql,
    `INSERT INTO "Attendee" ("conferenceId", "userId", "formVersionId", email, "fullName", phone, address, "updatedAt")
     SELECT $1, $2, id, $3, 'Carol Test', '+86 10 6260 0000', '北京市海淀区中关村南四街 4 号', now() FROM "RegisterFormVersion" WHERE "conferenceId" = $1 ORDER BY id LIMIT 1
     RETURNING id AS v`,
    [conference, userId, attendeeEmail],
  );
  const unpaidOrder = await order(sql, conference, userId, "REGISTRATION", false);
  const paidOrder = await order(sql, conference, userId, "OPTIONAL", true);
  const bill = `B${Date.now()}${randomBytes(2).toString("hex").toUpperCase()}`;
  const payment = await one(
    sql,
    `INSERT INTO "Payment" ("billNo", "conferenceId", "userId", provider, "amountMinor", currency, status, "paidAt", "updatedAt")
     VALUES ($1, $2, $3, 'BANK_REMITTANCE', 120000, 'CNY', 'SUCCEEDED', now(), now()) RETURNING id AS v`,
    [bill, conference, userId],
  );
  await sql.query(`INSERT INTO "PaymentOrder" ("paymentId", "orderId") VALUES ($1, $2)`, [payment, paidOrder]);
  const feedback = await one(
    sql,
    `INSERT INTO "Feedback" ("conferenceId", "userId", title, name, email, phone, type, content, "updatedAt")
     VALUES ($1, $2, '签证邀请函', 'Carol Test', $3, '+8613800138000', 'other', '请问何时可以收到邀请函？', now()) RETURNING id AS v`,
    [conference, userId, attendeeEmail],
  );
  const submission = await sql.query<{ id: number; userId: number }>(`SELECT id, "userId" FROM "Submission" WHERE "conferenceId" = $1 ORDER BY id LIMIT 1`, [
    conference,
  ]);
  if (!submission.rowCount) throw new Error("the demo seed has no submission");
  return {
    conference,
    attendeeEmail,
    attendee,
    unpaidOrder,
    paidOrder,
    bill,
    feedback,
    contentPage: await one(sql, `SELECT id AS v FROM "SitePage" WHERE "conferenceId" = $1 AND key = 'contact'`, [conference]),
    template: await one(sql, `SELECT id AS v FROM "SiteTemplate" WHERE "conferenceId" = $1 ORDER BY id LIMIT 1`, [conference]),
    appearance: await one(sql, `SELECT id AS v FROM "Appearance" WHERE "conferenceId" = $1 ORDER BY id LIMIT 1`, [conference]),
    reviewerUser: await one(sql, `SELECT id AS v FROM "User" WHERE email = 'reviewer@example.org'`),
    submission: submission.rows[0].id,
    submitter: submission.rows[0].userId,
  };
}
