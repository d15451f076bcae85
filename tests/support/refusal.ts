import { expect } from "vitest";
import { AppError } from "@/lib/server/errors";

export type Refusal = { status: number; key: string; fieldErrors?: Record<string, string>; values?: Record<string, unknown>; message: string };

/** Awaits a service call that must be refused, and answers what it was refused with (an AppError). */
export async function refusal(p: Promise<unknown>): Promise<Refusal> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  const { status, key, fieldErrors, values, message } = e as AppError & { values?: Record<string, unknown> };
  return { status, key, fieldErrors, values, message };
}
