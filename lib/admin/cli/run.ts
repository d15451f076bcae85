import "server-only";
import type { ZodType } from "zod";
import { getTranslator, type Translate } from "@/lib/i18n/translate";
import { isAppError, toAppError, type AppError } from "@/lib/server/errors";
import { parseCommand, USAGE } from "./args";
import { CliFailure, CliUsageError, EXIT_FAILURE, EXIT_USAGE } from "./errors";
import { readPassword } from "./password-input";
import { CONFERENCE_FLAG_OF, ZCliPassword, ZCreateAdminArgs, ZCreateConferenceArgs, ZEmailArgs } from "./schemas";

// `npm run admin -- <command> …` (scripts/admin.ts is the process around this): parse, validate,
// run, and answer in one line — on stdout when done, on stderr with exit 2 for bad input (nothing
// written) or 1 for a failure. Passwords are read, never printed; no stack trace reaches the operator.
// The database side is loaded only once the input has passed: a refusal answers at once.

export type CliIo = {
  stdin: Parameters<typeof readPassword>[0];
  out: (text: string) => void;
  err: (text: string) => void;
  /** Writes without a line break: the terminal's password prompt. */
  prompt: (text: string) => void;
  /** Which database was tried, for the "cannot reach" line. */
  database?: string;
};

let translator: Promise<Translate> | undefined;
/** The app's own messages, in English: the command line is for operators. */
const english = () => (translator ??= getTranslator("en"));

const flagOf = (path: PropertyKey[]): string | null => {
  for (let i = path.length - 1; i >= 0; i--) {
    const key = String(path[i]);
    if (key in CONFERENCE_FLAG_OF) return CONFERENCE_FLAG_OF[key];
    if (key !== "input") return key;
  }
  return null;
};

async function describe(label: string | null, key: string): Promise<string> {
  const t = await english();
  if (label && key === "validation.required") return `${label} is required`;
  return label ? `${label}: ${t(key)}` : t(key);
}

async function validate<T>(schema: ZodType<T>, values: unknown, label?: string): Promise<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const flag = flagOf(issue.path);
  throw new CliUsageError(await describe(label ?? (flag ? `--${flag}` : null), issue.message));
}

async function password(io: CliIo, required: boolean): Promise<string | null> {
  const given = await readPassword(io.stdin, { required, prompt: io.prompt });
  return given === null ? null : validate(ZCliPassword, given, "password");
}

async function run(argv: string[], io: CliIo): Promise<void> {
  const { command, values } = parseCommand(argv);
  switch (command) {
    case "help":
      return io.out(USAGE);
    case "create-admin": {
      const args = await validate(ZCreateAdminArgs, values);
      const given = await password(io, args.passwordStdin);
      const { createAdmin } = await import("./admins");
      return io.out(await createAdmin(args, given));
    }
    case "create-conference": {
      const args = await validate(ZCreateConferenceArgs, values);
      const given = await password(io, args.passwordStdin);
      const { createConferenceFromCli } = await import("./conference");
      return io.out(await createConferenceFromCli(args, given));
    }
    case "list-admins": {
      const { listAdmins } = await import("./admins");
      const admins = await listAdmins();
      if (!admins.length) return io.err("no platform administrators yet (create one with create-admin)");
      for (const a of admins) io.out([a.email, a.name, a.since.toISOString()].join("\t"));
      return;
    }
    case "revoke-admin": {
      const { email } = await validate(ZEmailArgs, values);
      const { revokeAdmin } = await import("./admins");
      return io.out(await revokeAdmin(email));
    }
  }
}

/** A service's typed refusal (e.g. the form's field errors) → one line, naming the flag. */
async function appErrorLine(e: AppError): Promise<string> {
  const [field, key] = Object.entries(e.fieldErrors ?? {})[0] ?? [];
  if (field) return describe(`--${CONFERENCE_FLAG_OF[field] ?? field}`, key);
  return (await english())(e.key, e.values as Record<string, string | number> | undefined);
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, " ").trim();
}

/** Runs one command; resolves to the exit code. */
export async function runAdminCli(argv: string[], io: CliIo): Promise<number> {
  try {
    await run(argv, io);
    return 0;
  } catch (e) {
    if (e instanceof CliUsageError || e instanceof CliFailure) {
      io.err(`error: ${oneLine(e.message)}`);
      return e.exitCode;
    }
    if (isAppError(e) && e.status === 400) {
      io.err(`error: ${oneLine(await appErrorLine(e))}`);
      return EXIT_USAGE;
    }
    const known = toAppError(e);
    if (known?.key === "errors.unavailable") {
      io.err(`error: cannot reach the database (${io.database ?? "check DATABASE_URL and that PostgreSQL is running"})`);
    } else if (known) {
      io.err(`error: ${oneLine(await appErrorLine(known))}`);
    } else {
      const message = e instanceof Error ? e.message : String(e);
      io.err(`error: ${oneLine(message).slice(0, 300) || "unexpected failure"}`);
    }
    return EXIT_FAILURE;
  }
}
