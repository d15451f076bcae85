import { describe, expect, it } from "vitest";
import { reviewerLabel, reviewerName } from "./name";

describe("a reviewer's name", () => {
  it("is written one way: family name first in Chinese, given name first otherwise, whatever the account's name says", () => {
    expect(reviewerName({ email: "li@x.org", firstName: "锐", lastName: "李", user: { trueName: "锐 李" } })).toBe("李锐");
    expect(reviewerName({ email: "a@x.org", firstName: "Ann", lastName: "Lee", user: { trueName: "Lee Ann" } })).toBe("Ann Lee");
    expect(reviewerName({ email: "a@x.org", firstName: "", lastName: "", user: { trueName: "Ann Lee" } })).toBe("Ann Lee");
    expect(reviewerName({ email: "a@x.org", firstName: "", lastName: "", user: null })).toBe("a@x.org");
  });
  it("is labelled with organisation and email so that namesakes are told apart", () => {
    const a = reviewerLabel({ name: "王伟", organisation: "北京大学", email: "wang.wei@pku.edu.cn" });
    const b = reviewerLabel({ name: "王伟", organisation: "清华大学", email: "wangwei@tsinghua.edu.cn" });
    expect(a).toBe("王伟 · 北京大学 · wang.wei@pku.edu.cn");
    expect(a).not.toBe(b);
    expect(reviewerLabel({ name: "a@x.org", organisation: "", email: "a@x.org" })).toBe("a@x.org");
  });
});
