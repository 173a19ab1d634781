import type { ReactNode } from "react";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { useNoticeFetcher } from "../../lib/use-notice.ts";

/** A small checkout form: hidden fields and a submit, posted in the background with JavaScript. */
export function CheckoutForm({
  action,
  fields,
  children,
  className,
  fetcherKey,
}: {
  action: string;
  fields: Record<string, string | number>;
  children: (busy: boolean) => ReactNode;
  className?: string;
  fetcherKey?: string;
}) {
  const fetcher = useNoticeFetcher(fetcherKey);
  return (
    <fetcher.Form method="post" action={action} className={className}>
      <CsrfField />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children(fetcher.state !== "idle")}
    </fetcher.Form>
  );
}
