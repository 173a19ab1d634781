import type { ServiceLinks } from "../core/services.ts";

/**
 * The API's own addresses that the services hand out in their answers (spec §7 download paths), given to
 * them where they are composed. Relative, so they work behind any host.
 */
export const apiLinks: ServiceLinks = {
  document: ({ kind, code, token, lang }) => {
    const path =
      kind === "invoice"
        ? `/api/invoice/detail/${encodeURIComponent(code)}/download`
        : `/api/buyer/dashboard/order/detail/${encodeURIComponent(code)}/download`;
    // The document speaks the page's language, whatever the browser's Accept-Language says.
    return `${path}?token=${encodeURIComponent(token)}&lang=${lang}`;
  },
  // Served by server/routes/upload.routes.ts.
  media: {
    publicFile: (id, file) => `/media/u/${id}/${file}`,
    privateFile: (id, file, expires, signature) =>
      `/media/p/${id}/${file}?expires=${expires}&signature=${encodeURIComponent(signature)}`,
  },
};
