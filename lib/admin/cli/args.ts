import { parseArgs, type ParseArgsOptionsConfig } from "node:util";
import { CliUsageError } from "./errors";

// The commands of `npm run admin -- <command> …` and their flags. node:util parses them strictly
// (unknown flags, stray words and flags without their value are refused); what the values must
// look like is the commands' zod schemas' business (schemas.ts).

const text = { type: "string" } as const;
const flag = { type: "boolean" } as const;

export const COMMANDS = {
  "create-admin": { email: text, name: text, "password-stdin": flag },
  "create-conference": {
    domain: { type: "string", multiple: true },
    "name-zh": text,
    "name-en": text,
    manager: text,
    "manager-name": text,
    start: text,
    end: text,
    "time-zone": text,
    currency: text,
    "password-stdin": flag,
  },
  "list-admins": {},
  "revoke-admin": { email: text },
  help: {},
} satisfies Record<string, ParseArgsOptionsConfig>;

export type CommandName = keyof typeof COMMANDS;
export type ParsedCommand = { command: CommandName; values: Record<string, string | string[] | boolean | undefined> };

export const USAGE = `Usage: npm run admin -- <command> [flags]

  create-admin --email E [--name N] [--password-stdin]
      Creates the account, or makes an existing account a platform administrator.
      The password is read from standard input (one line) when stdin is not a terminal or with
      --password-stdin (asked for without echo on a terminal); otherwise a set-password link is
      mailed to E (delivered by the mail worker).

  create-conference --domain D [--domain D2 …] --name-zh Z --name-en E --manager EMAIL
                    [--manager-name N] [--start YYYY-MM-DD] [--end YYYY-MM-DD]
                    [--time-zone Asia/Shanghai] [--currency CNY] [--password-stdin]
      Creates a conference served at D (the first domain is primary), as the /admin form does,
      with EMAIL as its creator: an existing account, or a new one whose password is read as for
      create-admin or set through a mailed link. Dates default to today (change them under /platform).

  list-admins
      Prints the platform administrators: email, name, administrator since (UTC), tab-separated.

  revoke-admin --email E
      Takes the platform-administrator role from E (never from the last administrator).

  help
      This text.

Exit codes: 0 done (or already so), 2 bad input (nothing written), 1 failure (e.g. database unreachable).`;

function isCommand(name: string): name is CommandName {
  return Object.hasOwn(COMMANDS, name);
}

/** Node's parse error → one line naming the flag. */
function usageError(e: unknown, command: string): CliUsageError {
  const err = e as { code?: string; message?: string };
  const option = /'(-[^' ]*)/.exec(err.message ?? "")?.[1] ?? "";
  switch (err.code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return new CliUsageError(`unknown flag ${option} for ${command} (see: npm run admin -- help)`);
    case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL":
      return new CliUsageError(`unexpected argument for ${command}: every value follows its flag (see: npm run admin -- help)`);
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      return new CliUsageError(
        /does not take/.test(err.message ?? "") ? `${option} of ${command} takes no value` : `${option || "a flag"} of ${command} needs a value`,
      );
    default:
      return new CliUsageError(`cannot read the flags of ${command}`);
  }
}

/** argv after the script name → the command and its flag values; no command = help. */
export function parseCommand(argv: string[]): ParsedCommand {
  const [name = "help", ...rest] = argv;
  if (name === "--help" || name === "-h") return { command: "help", values: {} };
  if (!isCommand(name)) throw new CliUsageError(`unknown command ${JSON.stringify(name)} (commands: ${Object.keys(COMMANDS).join(", ")})`);
  try {
    const { values } = parseArgs({ args: rest, options: COMMANDS[name], strict: true, allowPositionals: false });
    return { command: name, values: values as ParsedCommand["values"] };
  } catch (e) {
    throw usageError(e, name);
  }
}
