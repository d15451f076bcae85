/** A file's date as YYYY-MM-DD in the conference's time zone (the same in both languages). */
export const dayOf = (iso: string, timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone, dateStyle: "short" }).format(new Date(iso));
