// How full a room type is on a night, for the occupancy grid's colours: green below
// 70 %, amber below 100 %, red when full; a night with no rooms at all is "none" (grey). Pure.

export type FillLevel = "none" | "low" | "high" | "full";
export const FILL_LEVELS: readonly FillLevel[] = ["low", "high", "full", "none"];
/** From this share of the rooms booked a night shows amber. */
export const HIGH_FILL = 0.7;

export function fillLevel(booked: number, total: number): FillLevel {
  if (total <= 0) return "none";
  if (booked >= total) return "full";
  return booked / total >= HIGH_FILL ? "high" : "low";
}
