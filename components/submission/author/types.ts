// The abstract form's values as its fields see them (kept apart so the fields and the form do not import each other).
import type { ZSubmissionBase } from "@/lib/submission/schemas";
import type { z } from "@/lib/validation/z";

export type SubmissionFormValues = z.input<typeof ZSubmissionBase>;
