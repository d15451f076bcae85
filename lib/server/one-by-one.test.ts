import { describe, expect, it } from "vitest";
import { oneByOne } from "./one-by-one";

describe("oneByOne", () => {
  it("starts each step only after the one before it has finished, and answers in order", async () => {
    const log: string[] = [];
    const step = (name: string, value: number) => async () => {
      log.push(`start ${name}`);
      await new Promise((r) => setTimeout(r, 5));
      log.push(`end ${name}`);
      return value;
    };
    const [a, b, c] = await oneByOne(step("a", 1), step("b", 2), step("c", 3));
    expect([a, b, c]).toEqual([1, 2, 3]);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });
});
