/** The category mega-menu of the header (spec §2); lands with the browsing issue. */
export function MegaMenu() {
  return null;
}
