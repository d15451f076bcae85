"use client";
import type { Control, FieldValues, Path } from "react-hook-form";
import { FormTextField } from "@/components/ui/form/form-text-field";

/**
 * What cancelling an order asks (an order, a hotel booking's order): the reason, kept in the
 * history, and for a paid order what was refunded. The form's fields are `reason` and `refundNote`.
 */
export function CancelFields<T extends FieldValues>({
  control,
  paid,
  labels,
}: {
  control: Control<T>;
  paid: boolean;
  labels: { reason: string; refundNote: string; refundNoteHelp: string };
}) {
  return (
    <>
      <FormTextField
        control={control}
        name={"reason" as Path<T>}
        label={labels.reason}
        required
        fullWidth
        multiline
        minRows={2}
        autoFocus
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {paid && (
        <FormTextField
          control={control}
          name={"refundNote" as Path<T>}
          label={labels.refundNote}
          helperText={labels.refundNoteHelp}
          required
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      )}
    </>
  );
}
