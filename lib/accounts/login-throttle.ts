import "server-only";
import { addHit, clearHits, clearHitsWithPrefix, countHits } from "@/lib/security/rate-limit";

// Sign-in throttling that cannot lock the real person out. Failures are counted per
// account (any IP), per (account, IP) and per IP over a sliding 15 minutes:
// - per account and per (account, IP): a growing delay, and past a few failures on the account a
//   challenge (lib/security/login-challenge.ts) — never a refusal, so the right password with a
//   solved challenge always gets in, whatever an attacker does from elsewhere;
// - per IP: a challenge for every account past LOGIN_CHALLENGE_IP, a hard 429 past LOGIN_BLOCK_IP.
// Emails without an account are counted exactly like accounts, so the answers tell nothing.

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures on one account (from anywhere) after which signing in to it needs a challenge. */
export const LOGIN_CHALLENGE_ACCOUNT = 5;
/** Failures from one IP (any accounts) after which every sign-in from it needs a challenge. */
export const LOGIN_CHALLENGE_IP = 20;
/** Failures from one IP after which it is refused for every account (429). */
export const LOGIN_BLOCK_IP = 100;

const keys = (email: string, ip: string) => ({ account: `login:acct:${email}`, pair: `login:pair:${email}|${ip}`, ip: `login:ip:${ip}` });

/**
 * The wait before checking a password: per account it grows to 2 s (the real person may be the one
 * waiting), per (account, IP) to 10 s (that is where a single-source guesser sits).
 */
export function loginDelayMs(fails: { account: number; pair: number }): number {
  const account = fails.account < 3 ? 0 : Math.min(250 * 2 ** (fails.account - 3), 2_000);
  const pair = fails.pair < 2 ? 0 : Math.min(500 * 2 ** (fails.pair - 2), 10_000);
  return Math.max(account, pair);
}

export type LoginState = { account: number; pair: number; ip: number; delayMs: number; challenge: boolean; blocked: boolean };

export function decideLogin(fails: { account: number; pair: number; ip: number }): LoginState {
  return {
    ...fails,
    delayMs: loginDelayMs(fails),
    challenge: fails.account >= LOGIN_CHALLENGE_ACCOUNT || fails.ip >= LOGIN_CHALLENGE_IP,
    blocked: fails.ip >= LOGIN_BLOCK_IP,
  };
}

/** What the next sign-in of `email` from `ip` meets at `now`. */
export async function loginState(email: string, ip: string, now: number): Promise<LoginState> {
  const k = keys(email, ip);
  const [account, pair, perIp] = await Promise.all([k.account, k.pair, k.ip].map((key) => countHits(key, LOGIN_WINDOW_MS, now)));
  // Whole failures (rounded, not floored: a second past a window boundary 5 must still be 5).
  return decideLogin({ account: Math.round(account), pair: Math.round(pair), ip: Math.round(perIp) });
}

/** A wrong password counts everywhere; a missing or wrong challenge answer only against the IP. */
export async function recordLoginFailure(email: string, ip: string, now: number, what: "password" | "challenge"): Promise<LoginState> {
  const k = keys(email, ip);
  const counted = what === "password" ? [k.account, k.pair, k.ip] : [k.ip];
  await Promise.all(counted.map((key) => addHit(key, LOGIN_WINDOW_MS, now)));
  return loginState(email, ip, now);
}

/**
 * After a success: this IP's failures on the account are forgiven. The account's own count stays,
 * or someone guessing from elsewhere would get fresh tries without a challenge each time the real
 * person signs in.
 */
export async function recordLoginSuccess(email: string, ip: string): Promise<void> {
  await clearHits(keys(email, ip).pair);
}

/** After a password reset by mail: the owner proved who they are, and the old password is gone. */
export async function forgetAccountFailures(email: string): Promise<void> {
  await Promise.all([clearHits(keys(email, "").account), clearHitsWithPrefix(`login:pair:${email}|`)]);
}
