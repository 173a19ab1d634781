import { z } from "zod";
import { langInput } from "../shared/inputs.ts";

/** Above this a parcel is not a parcel; the engine carries up to a tonne, by cargo. */
export const SHIPPING_MAX_WEIGHT_GRAMS = 10_000_000;
/** The delivery simulation's quantity: the product page never asks for more. */
export const SIMULATION_MAX_QTY = 999;
/** Kota Administrasi Jakarta Pusat: where the simulation ships to when it knows nothing of the buyer. */
export const DEFAULT_DESTINATION_CITY_ID = "31.71";

const CITY_ID = /^\d{2}\.\d{2}$/;

const place = z
  .object({
    provinceId: z.string().regex(/^\d{2}$/, "shipping.validation.place"),
    cityId: z.string().regex(CITY_ID, "shipping.validation.place"),
    districtId: z
      .string()
      .regex(/^\d{2}\.\d{2}\.\d{2}$/, "shipping.validation.place")
      .nullable(),
    postalCode: z
      .string()
      .regex(/^\d{5}$/, "shipping.validation.place")
      .nullable()
      .optional(),
  })
  .strict()
  // Codes nest: a city's code starts with its province's, a district's with its city's.
  .refine(
    (value) =>
      value.cityId.startsWith(`${value.provinceId}.`) &&
      (value.districtId === null || value.districtId.startsWith(`${value.cityId}.`)),
    {
      message: "shipping.validation.place",
    },
  );

/** What checkout asks the shipping service: from the store to the buyer, this heavy. */
export const shippingQuoteInput = z
  .object({
    origin: place,
    destination: place,
    weightGrams: z
      .number()
      .int("shipping.validation.weight")
      .min(1, "shipping.validation.weight")
      .max(SHIPPING_MAX_WEIGHT_GRAMS, "shipping.validation.weight"),
    itemValue: z.number().int().min(0).optional(),
  })
  .strict();

/** GET /products/detail/:slug/shipping?city_id=&qty= */
export const simulationQuery = z
  .object({
    city_id: z.string().trim().regex(CITY_ID, "shipping.validation.city_id").optional(),
    qty: z.coerce
      .number("shipping.validation.qty")
      .int("shipping.validation.qty")
      .min(1, "shipping.validation.qty")
      .max(SIMULATION_MAX_QTY, "shipping.validation.qty")
      .optional(),
    lang: langInput,
  })
  .strict();
export type SimulationQuery = z.infer<typeof simulationQuery>;

/** Where a simulation ships to: the buyer's main address, else the city asked for, else the default. */
export const simulationDestination = z
  .object({
    userId: z.number().int().positive().nullable().optional(),
    cityId: z.string().trim().regex(CITY_ID, "shipping.validation.city_id").nullable().optional(),
  })
  .strict();
export type SimulationDestination = z.infer<typeof simulationDestination>;
