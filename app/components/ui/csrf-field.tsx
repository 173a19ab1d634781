import { useRouteLoaderData } from "react-router";

/** The XSRF token for page forms, so they work without JavaScript and cannot be posted cross-site. */
export function CsrfField() {
  const root = useRouteLoaderData("root") as { csrfToken: string } | undefined;
  return <input type="hidden" name="_csrf" value={root?.csrfToken ?? ""} />;
}
