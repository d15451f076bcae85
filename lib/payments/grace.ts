/**
 * Orders with an open online bill wait this long past the bill's provider-side window before they
 * expire, so a notification that arrives a little late still finds them payable.
 */
export const ONLINE_GRACE_MS = 15 * 60_000;
