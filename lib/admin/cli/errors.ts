// The operator's command line answers with exit codes scripts can rely on: 2 when the command was
// called wrongly or asks for something that cannot be (nothing is written then), 1 when the
// environment failed it (database unreachable, mail not set up).

export const EXIT_USAGE = 2;
export const EXIT_FAILURE = 1;

/** Bad input: one line for the operator, exit 2, nothing written. */
export class CliUsageError extends Error {
  readonly exitCode = EXIT_USAGE;
}

/** The command was right but could not be carried out here: exit 1. */
export class CliFailure extends Error {
  readonly exitCode = EXIT_FAILURE;
}
