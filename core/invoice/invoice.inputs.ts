import { z } from "zod";
import { langInput as lang } from "../shared/inputs.ts";

/**
 * An invoice or order code. Codes are looked up, never trusted: anything that is not a code simply finds
 * nothing (404, as for another shopper's code), so the bound only keeps absurd input from the database.
 */
export const documentCode = z.string().trim().min(1).max(64);

// Path parameters stay plain strings: the service answers 404 for any that is not a code.
const pathCode = z.string();

/** GET /invoice/detail/{invoice} */
export const invoiceDetailParams = z.object({ invoice: pathCode }).strict();
export const invoiceDetailQuery = z.object({ lang }).strict();

/** GET /invoice/detail/{invoice_code}/download?token= */
export const invoiceDownloadParams = z.object({ invoice_code: pathCode }).strict();

/** GET /buyer/dashboard/order/detail/{order_code}/download?token= */
export const orderDownloadParams = z.object({ order_code: pathCode }).strict();

/**
 * The token is optional here so that a missing one gets the same clear 403 as a wrong one, rather than a
 * validation error about a query parameter the shopper never typed.
 */
export const documentDownloadQuery = z.object({ token: z.string().max(2048).optional(), lang }).strict();
export type DocumentDownloadQuery = z.infer<typeof documentDownloadQuery>;
