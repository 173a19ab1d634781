import { localizedPath, type Lang } from "../../lib/i18n.tsx";

/** The resource route every address form and button posts to (app/routes/address.ts). */
export function addressActionPath(lang: Lang): string {
  return localizedPath(lang, "/user/address");
}

/**
 * The address book page, optionally with its inline form: the form without JavaScript (no modal can open
 * then), which goes back to `redirectTo` once saved.
 */
export function addressBookPath(lang: Lang, options: { form?: "new" | number; redirectTo?: string } = {}): string {
  const params = new URLSearchParams();
  if (options.form !== undefined) params.set("form", String(options.form));
  if (options.redirectTo) params.set("redirectTo", options.redirectTo);
  const query = params.toString();
  return `${localizedPath(lang, "/user/address-book")}${query ? `?${query}` : ""}`;
}

/** Recipient-name search as the list does it in the browser: case and repeated spaces do not matter. */
export function matchesRecipient(name: string, search: string): boolean {
  const needle = search.replace(/\s+/g, " ").trim().toLocaleLowerCase();
  return needle === "" || name.toLocaleLowerCase().includes(needle);
}
