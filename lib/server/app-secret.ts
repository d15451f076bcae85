// The production server does not start on a secret anyone could know: APP_SECRET encrypts SMTP and
// payment credentials and signs preview links, so a missing, copied-from-the-example or short one
// would let whoever reads this repository decrypt or forge them. Checked by scripts/server.ts
// before Next loads. No server-only: the custom server imports it.

/** The APP_SECRET line of .env.example (tests/deploy-files.test.ts keeps the two equal). */
export const APP_SECRET_EXAMPLE = "replace-me-with-the-output-of-openssl-rand-base64-48";

// Values published with earlier versions of docker-compose.yml count as examples too.
const PUBLISHED = new Set([APP_SECRET_EXAMPLE, "change-me-to-32-random-bytes-in-production"]);

export const APP_SECRET_MIN_BYTES = 32;

const HOW = "give it at least 32 random bytes (with docker compose: in .env), e.g. `openssl rand -base64 48`";

/**
 * Why the production server must not start with this environment's APP_SECRET (one line, naming
 * the variable), or null when it may. An explicit demo (SYMPOSIA_DEMO=1) may run without one: it
 * uses the development secret and says so.
 */
export function appSecretProblem(env: Record<string, string | undefined>): string | null {
  const secret = env.APP_SECRET ?? "";
  if (!secret.trim()) return env.SYMPOSIA_DEMO === "1" ? null : `APP_SECRET is not set: ${HOW}`;
  if (PUBLISHED.has(secret.trim())) return `APP_SECRET is the example value from .env.example: ${HOW}`;
  const bytes = Buffer.byteLength(secret, "utf8");
  if (bytes < APP_SECRET_MIN_BYTES) return `APP_SECRET is ${bytes} bytes long, shorter than ${APP_SECRET_MIN_BYTES}: ${HOW}`;
  return null;
}
