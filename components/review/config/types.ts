// The review settings form as its sections see it (kept apart so the sections and the form do not import each other).
import type { UseFormReturn } from "react-hook-form";
import type { ZReviewConfigInput } from "@/lib/review/config/schemas";
import type { z } from "@/lib/validation/z";

export type ReviewFormValues = z.input<typeof ZReviewConfigInput>;
export type ReviewForm = UseFormReturn<ReviewFormValues, unknown, z.output<typeof ZReviewConfigInput>>;
