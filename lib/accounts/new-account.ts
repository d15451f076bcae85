import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { ValidationError } from "@/lib/server/errors";
import { checkVerificationCode, consumeCheckedCode } from "./codes";
import { hashPassword } from "./password";
import { passwordWeakness } from "./password-policy";

// A new account made in the same transaction as something else (attendance with account
// creation). Split in two so that nothing is written until everything has been checked: prepare
// validates and hashes the password (argon2 is slow, so never inside a transaction); create runs on
// the caller's transaction client, and a rollback leaves no user and the code still usable.

/** Where each failure lands on the caller's form. */
export type AccountFields = { email: string; password: string; code: string };

export type PreparedAccount = { email: string; trueName: string; code: string; binding: string | null; passwordHash: string; fields: AccountFields };

export async function prepareAccount(
  input: { email: string; code: string; binding: string | null; trueName: string; password: string },
  fields: AccountFields = { email: "email", password: "password", code: "code" },
): Promise<PreparedAccount> {
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })) throw new ValidationError({ [fields.email]: "accounts.userExists" });
  const weak = passwordWeakness(input.password);
  if (weak) throw new ValidationError({ [fields.password]: weak });
  // Checked, not consumed: a right code gives its try back and is used up only inside the transaction.
  const check = await checkVerificationCode({ email: input.email, type: "registerCode", code: input.code, binding: input.binding }, false);
  if (check !== "ok") throw new ValidationError({ [fields.code]: check === "expired" ? "accounts.codeExpired" : "accounts.codeWrong" });
  return { email: input.email, trueName: input.trueName, code: input.code, binding: input.binding, passwordHash: await hashPassword(input.password), fields };
}

/** Consumes the code and creates the user on the caller's transaction; throws field errors to roll it back. */
export async function createPreparedAccount(tx: Prisma.TransactionClient, p: PreparedAccount): Promise<{ id: number }> {
  if (!(await consumeCheckedCode(tx, { email: p.email, type: "registerCode", code: p.code, binding: p.binding })))
    throw new ValidationError({ [p.fields.code]: "accounts.codeExpired" });
  try {
    return await tx.user.create({ data: { email: p.email, trueName: p.trueName, passwordHash: p.passwordHash }, select: { id: true } });
  } catch (e) {
    if ((e as { code?: string }).code === "P2002") throw new ValidationError({ [p.fields.email]: "accounts.userExists" });
    throw e;
  }
}
