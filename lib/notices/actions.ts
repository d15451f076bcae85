"use server";
import { revalidatePath } from "next/cache";
import { action } from "@/lib/server/action";
import { sendOrganiserNotice } from "./organiser-message";
import { markNoticesRead } from "./read";
import { ZNoticeRead, ZOrganiserNotice } from "./schemas";

// Server actions of /profile/notice (the reader's own notices on the host's conference) and of the
// manager's "send a notice" on /platform/manage/user.

// Marking read re-renders the personal centre, so the menu's unread badge follows at once.
export const readNoticesAction = action({ audience: "user", schema: ZNoticeRead }, async (v, a) => {
  const r = await markNoticesRead(a.conference.id, a.user.id, v);
  revalidatePath("/profile", "layout");
  return r;
});
export const sendOrganiserNoticeAction = action({ audience: "manager", schema: ZOrganiserNotice }, async (v, a) => sendOrganiserNotice(a.conference.id, v));
