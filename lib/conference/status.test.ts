import { describe, expect, it } from "vitest";
import { canTransition } from "./status";
import { ConferenceStatus as S, isSiteOpen } from "@/lib/server/site-conference";

describe("conference status transitions (SPEC §1, §4)", () => {
  it("managers apply, withdraw, cancel publication and close — never approve or reopen", () => {
    expect(canTransition("manager", S.NOT_PUBLISHED, S.PENDING_REVIEW)).toBe(true);
    expect(canTransition("manager", S.REJECTED, S.PENDING_REVIEW)).toBe(true);
    expect(canTransition("manager", S.PENDING_REVIEW, S.NOT_PUBLISHED)).toBe(true);
    expect(canTransition("manager", S.PUBLISHED, S.NOT_PUBLISHED)).toBe(true);
    expect(canTransition("manager", S.PUBLISHED, S.CLOSED)).toBe(true);
    expect(canTransition("manager", S.PENDING_REVIEW, S.PUBLISHED)).toBe(false);
    expect(canTransition("manager", S.NOT_PUBLISHED, S.PUBLISHED)).toBe(false);
    expect(canTransition("manager", S.CLOSED, S.PUBLISHED)).toBe(false);
    expect(canTransition("manager", S.PENDING_REVIEW, S.REJECTED)).toBe(false);
  });

  it("administrators approve, reject, close and reopen; a status never moves to itself", () => {
    expect(canTransition("admin", S.PENDING_REVIEW, S.PUBLISHED)).toBe(true);
    expect(canTransition("admin", S.PENDING_REVIEW, S.REJECTED)).toBe(true);
    expect(canTransition("admin", S.CLOSED, S.PUBLISHED)).toBe(true);
    expect(canTransition("admin", S.PUBLISHED, S.CLOSED)).toBe(true);
    expect(canTransition("admin", S.PUBLISHED, S.REJECTED)).toBe(false);
    for (const s of Object.values(S)) expect(canTransition("admin", s, s)).toBe(false);
  });

  it("only a published site can be closed, by anyone: a closed site is open to visitors", () => {
    for (const from of [S.NOT_PUBLISHED, S.PENDING_REVIEW, S.REJECTED]) {
      expect(canTransition("admin", from, S.CLOSED)).toBe(false);
      expect(canTransition("manager", from, S.CLOSED)).toBe(false);
    }
    expect(canTransition("admin", S.PUBLISHED, S.CLOSED)).toBe(true);
  });

  it("a closed site stays open to visitors (with its notice); unpublished ones do not", () => {
    expect([1, 2, 3, 4, 5].map(isSiteOpen)).toEqual([false, false, false, true, true]);
  });
});
