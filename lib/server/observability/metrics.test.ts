import { describe, expect, it } from "vitest";
import { routeLabel } from "./metrics";

// Route labels stay few: ids and generated tokens fold, route names stay readable.
describe("routeLabel", () => {
  it.each([
    ["/api/conference/module/getModuleByConfId", "/api/conference/module/getModuleByConfId"],
    ["/api/conference/platform/config/website/findConferenceWebsiteConfig", "/api/conference/platform/config/website/findConferenceWebsiteConfig"],
    ["/api/conference/download/file/123", "/api/conference/download/file/:id"],
    ["/profile/order/pay/goto/R20261124X7K2M9", "/profile/order/pay/goto/:token"],
    ["/reset/Xk2_9fQ0aLm3nB7cD1eF4gH", "/reset/:token"],
    ["/_next/static/chunks/abc.js", "/_next/*"],
    ["/", "/"],
  ])("%s → %s", (path, label) => expect(routeLabel(path)).toBe(label));
});
