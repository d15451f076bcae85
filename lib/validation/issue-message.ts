// Zod issues become i18n message keys ("validation.tooShort?min=10") so that one schema serves the
// form (zodResolver) and the server, and each side translates for its reader.
type Issue = {
  code: string;
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  expected?: string;
  issues?: { message?: string }[];
};

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || v === "";
}

export function issueMessage(iss: Issue): string {
  switch (iss.code) {
    case "invalid_type":
      if (isBlank(iss.input)) return "validation.required";
      return iss.expected === "number" || iss.expected === "int" ? "validation.invalidNumber" : "validation.invalidType";
    case "too_small":
      if (iss.origin === "string" && Number(iss.minimum) === 1) return "validation.required";
      if (iss.origin === "string") return `validation.tooShort?min=${iss.minimum}`;
      if (iss.origin === "array" || iss.origin === "set") return "validation.required";
      return `validation.tooSmall?min=${iss.minimum}`;
    case "too_big":
      return iss.origin === "string" ? `validation.tooLong?max=${iss.maximum}` : `validation.tooBig?max=${iss.maximum}`;
    case "invalid_format":
      return iss.format === "email" ? "validation.invalidEmail" : "validation.invalidType";
    case "invalid_value":
      return isBlank(iss.input) ? "validation.required" : "validation.invalidOption";
    case "unrecognized_keys":
      return "validation.unknownField";
    case "invalid_key": // a record's key failed: say why (e.g. validation.invalidChars)
      return iss.issues?.[0]?.message ?? "validation.invalidType";
    default:
      return "validation.invalidType";
  }
}

/** "ns.key?a=1&b=x" → { key: "ns.key", values: { a: "1", b: "x" } }. */
export function parseMessageKey(message: string): { key: string; values: Record<string, string> } {
  const [key, query = ""] = message.split("?", 2);
  return { key, values: Object.fromEntries(new URLSearchParams(query)) };
}
