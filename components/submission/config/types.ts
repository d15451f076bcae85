// What the call-for-abstracts configuration screen hands its parts (kept apart so the parts and the
// screen do not import each other).
import type { UseFormReturn } from "react-hook-form";
import type { ScreenOps } from "@/components/ui/screen-state";
import type { SubmissionConfigScreen } from "@/lib/submission/config/service";
import type { ZSubmissionConfigInput } from "@/lib/submission/schemas";
import type { z } from "@/lib/validation/z";

/** What the sections share: the screen's data, a way to replace it, and the screen's toast. */
export type ScreenContext = ScreenOps<SubmissionConfigScreen> & { screen: SubmissionConfigScreen };

export type ConfigFormValues = z.input<typeof ZSubmissionConfigInput>;
export type ConfigForm = UseFormReturn<ConfigFormValues, unknown, z.output<typeof ZSubmissionConfigInput>>;
