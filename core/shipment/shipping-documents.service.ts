import type { Database } from "../../db/client.ts";
import type { Lang } from "../../i18n/index.ts";
import { createOrderRepository } from "../order/index.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError } from "../shared/errors.ts";
import { parseInput } from "../shared/validation.ts";
import { createShipmentRepository } from "./shipment.repository.ts";
import { printOrdersQuery } from "./shipment.inputs.ts";
import { canPrint, type ShippingDocumentKind } from "./shipping-documents.view.ts";
import { renderPackingList, renderShippingLabels, type LabelParcel, type PackingOrder } from "./shipping-label-pdf.ts";

/** A PDF to send, with the name it is saved under. */
export interface ShippingPdf {
  filename: string;
  content: Buffer;
}

const NOT_READY_KEYS: Record<ShippingDocumentKind, string> = {
  label: "order.print.label_unavailable",
  packinglist: "order.print.packing_unavailable",
};

function filename(prefix: string, codes: string[]): string {
  const name = codes.length === 1 ? codes[0]!.replace(/[^A-Za-z0-9._-]+/g, "_") : `${codes.length}`;
  return `${prefix}-${name}.pdf`;
}

/**
 * The store's shipping labels and packing lists (decision 0037). Only the signed-in merchant's store's orders:
 * one code of another store (or unknown, or unpaid) refuses the whole request as not found, so nothing tells
 * another store's order apart from one that does not exist; one of the store's own that is not ready refuses
 * it as a conflict naming the codes.
 */
export function createShippingDocuments({ db, clock }: { db: Database; clock: Clock }) {
  const orders = createOrderRepository(db);
  const parcels = createShipmentRepository(db);

  /** The store's orders for the codes, in the order asked, all of them ready for the document. */
  async function printable(store: { id: number }, raw: unknown, kind: ShippingDocumentKind) {
    const { order_code: codes } = parseInput(printOrdersQuery, raw);
    const rows = await orders.ordersToShip(store.id, codes);
    const byCode = new Map(rows.map((row) => [row.order_code, row]));
    if (codes.some((code) => !byCode.has(code))) throw new AppError("NOT_FOUND", "order.not_found");
    const ordered = codes.map((code) => byCode.get(code)!);
    const notReady = ordered.filter((row) => !canPrint(kind, row)).map((row) => row.order_code);
    if (notReady.length > 0)
      throw new AppError("CONFLICT", NOT_READY_KEYS[kind], { values: { codes: notReady.join(", ") } });
    return ordered;
  }

  /** The printable orders with their lines and airway bills. */
  async function ordersOf(store: { id: number }, raw: unknown, kind: ShippingDocumentKind) {
    const ordered = await printable(store, raw, kind);
    const ids = ordered.map((row) => row.id);
    const [lines, shipments] = await Promise.all([orders.linesToPack(ids), parcels.ofOrders(ids)]);
    return ordered.map((row) => ({
      row,
      lines: lines.filter((line) => line.order_id === row.id),
      airwayBill: shipments.find((parcel) => parcel.order_id === row.id)?.airway_bill ?? null,
    }));
  }

  return {
    /** Refuses as labels() or packingList() would, without drawing anything (a page checks before it links). */
    async checkPrintable(store: { id: number }, raw: unknown, kind: ShippingDocumentKind): Promise<void> {
      await printable(store, raw, kind);
    },

    /** One 4×6 in label per order, each in `pickup` or `send`. */
    async labels(store: { id: number }, raw: unknown, lang: Lang): Promise<ShippingPdf> {
      const found = await ordersOf(store, raw, "label");
      const labels = found.map(({ row, lines, airwayBill }): LabelParcel => {
        const dropship = row.dropship_name && row.dropship_phone;
        return {
          order_code: row.order_code,
          // Pickup writes the parcel in the same transaction that moves the order to 'pickup'.
          airway_bill: airwayBill!,
          courier_name: row.shipping.courier_name,
          service_name: row.shipping.service_name,
          sender: dropship
            ? { name: row.dropship_name!, phone: row.dropship_phone, city: null }
            : { name: row.merchant_name, phone: row.merchant_phone, city: row.merchant_city },
          recipient: row.address,
          weight_grams: lines.reduce((sum, line) => sum + line.weight_grams * line.qty, 0),
          quantity: lines.reduce((sum, line) => sum + line.qty, 0),
          lines: lines.length,
        };
      });
      return {
        filename: filename(
          "label",
          labels.map((label) => label.order_code),
        ),
        content: await renderShippingLabels(labels, { lang, now: clock.now() }),
      };
    },

    /** The orders' packing lists (A4), each order from `approve` until it is sent. */
    async packingList(store: { id: number }, raw: unknown, lang: Lang): Promise<ShippingPdf> {
      const found = await ordersOf(store, raw, "packinglist");
      const lists = found.map(({ row, lines, airwayBill }): PackingOrder => ({
        order_code: row.order_code,
        created_at: row.created_at,
        buyer_name: row.address.behalf_name,
        courier_name: row.shipping.courier_name,
        service_name: row.shipping.service_name,
        airway_bill: airwayBill,
        dropship:
          row.dropship_name && row.dropship_phone ? { name: row.dropship_name, phone: row.dropship_phone } : null,
        lines: lines.map((line) => ({
          product_name: line.product_name,
          attribute: line.attribute,
          sku: line.sku,
          qty: line.qty,
          note: line.note,
        })),
      }));
      return {
        filename: filename(
          "packing-list",
          lists.map((list) => list.order_code),
        ),
        content: await renderPackingList(lists, { lang, now: clock.now() }),
      };
    },
  };
}

export type ShippingDocuments = ReturnType<typeof createShippingDocuments>;
