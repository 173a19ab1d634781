import type { ComponentProps } from "react";

/** A submit button naming what its form should do: the action reads the form's `intent` field. */
export function IntentButton({
  intent,
  ...props
}: Omit<ComponentProps<"button">, "type" | "name" | "value"> & { intent: string }) {
  return <button type="submit" name="intent" value={intent} {...props} />;
}
