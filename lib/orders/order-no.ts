import { randomInt } from "node:crypto";
import type { OrderType } from "@/lib/generated/prisma/enums";
import { todayIn } from "@/lib/i18n/dates";

// Order and bill numbers people read out on the phone and type into a bank transfer's memo: a type
// letter, the day in the conference's time zone, and six characters without 0/O/1/I. Random, not
// a sequence, so creating orders never queues on a shared counter row; 32^6 per day and type makes
// a collision (refused by the unique index, the order is simply not created) vanishingly rare.
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const LETTER: Record<OrderType, string> = { REGISTRATION: "R", OPTIONAL: "F", HOTEL: "H", MODULE: "M" };

function tail(n = 6): string {
  let s = "";
  for (let i = 0; i < n; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

export function newOrderNo(type: OrderType, timeZone: string, now = new Date()): string {
  return `${LETTER[type]}${todayIn(timeZone, now).replaceAll("-", "")}-${tail()}`;
}

export function newBillNo(timeZone: string, now = new Date()): string {
  return `P${todayIn(timeZone, now).replaceAll("-", "")}-${tail(8)}`;
}
