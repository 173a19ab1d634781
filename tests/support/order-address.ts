import type { OrderAddress } from "../../core/order/order.tables.ts";

/** For tests only: a buyer's home in Bandung, as an order keeps its shipping address. */
export const BANDUNG_HOME: OrderAddress = {
  label: "Rumah",
  behalf_name: "Budi Santoso",
  behalf_phone: "081234567890",
  address: "Jl. Merdeka No. 10",
  zipcode: "40111",
  province: { id: "32", name: "Jawa Barat" },
  city: { id: "32.73", name: "Kota Bandung" },
  district: { id: "32.73.01", name: "Sukasari" },
  village: { id: "32.73.01.1001", name: "Gegerkalong" },
};
