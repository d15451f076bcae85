"use client";
import type { Control, FieldValues, Path } from "react-hook-form";
import { FormTextField } from "@/components/ui/form/form-text-field";

type Field<T extends FieldValues> = { name: Path<T>; label: string; helperText?: string };

/**
 * The three facts of money that moved outside the app — how much, on which day, under which bank
 * reference — as both the payment confirmation and the refund record ask for them.
 */
export function MoneyMovementFields<T extends FieldValues>(p: { control: Control<T>; amount: Field<T>; day: Field<T>; reference: Field<T>; today: string }) {
  return (
    <>
      <FormTextField control={p.control} {...p.amount} required fullWidth autoFocus slotProps={{ htmlInput: { inputMode: "decimal", maxLength: 16 } }} />
      <FormTextField control={p.control} {...p.day} type="date" required fullWidth slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: p.today } }} />
      <FormTextField control={p.control} {...p.reference} required fullWidth slotProps={{ htmlInput: { maxLength: 100 } }} />
    </>
  );
}
