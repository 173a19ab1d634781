import { describe, expect, it } from "vitest";
import { AppError } from "../shared/errors.ts";
import { parseInput } from "../shared/validation.ts";
import { ADDRESS_FORM_FIELDS, firstAddressError, normalizeAddressForm } from "./address.view.ts";
import { addressInput, addressListQuery } from "./address.inputs.ts";

const VALID = {
  label: "Rumah",
  behalf_name: "Budi Santoso",
  behalf_phone: "081234567890",
  province_id: "31",
  city_id: "31.74",
  sub_district_id: "31.74.01",
  area_id: "31.74.01.1001",
  zipcode: "12190",
  address: "Jl. Gelora Raya No. 12, RT 004/RW 002",
};

/** The field errors parseInput reports for a payload ({} when it is valid). */
function errorsOf(raw: unknown): Record<string, string> {
  try {
    parseInput(addressInput, raw);
    return {};
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return Object.fromEntries(
      Object.entries((error as AppError).fieldErrors ?? {}).map(([field, message]) => [field, message.key]),
    );
  }
}

describe("address form rules (spec §5)", () => {
  it("accepts a valid address, normalising white space, and reads is_main_address", () => {
    expect(
      parseInput(addressInput, {
        ...VALID,
        label: "  Rumah   Utama ",
        address: "Jl. Gelora\n  No. 12 ",
        is_main_address: "yes",
      }),
    ).toEqual({
      ...VALID,
      label: "Rumah Utama",
      address: "Jl. Gelora No. 12",
      is_main_address: true,
    });
    expect(parseInput(addressInput, { ...VALID, is_main_address: "no" }).is_main_address).toBe(false);
    expect(parseInput(addressInput, { ...VALID, is_main_address: true }).is_main_address).toBe(true);
    expect(parseInput(addressInput, VALID).is_main_address).toBe(false);
    // JSON clients may send the postal code as a number.
    expect(parseInput(addressInput, { ...VALID, zipcode: 60286 }).zipcode).toBe("60286");
    // Letters of any script, with their marks.
    expect(errorsOf({ ...VALID, behalf_name: "José Müller" })).toEqual({});
  });

  it("reports only the first failing field, in the order of §5", () => {
    // Everything missing: the label comes first.
    expect(errorsOf({})).toEqual({ label: "address.validation.required" });
    const steps: [Partial<typeof VALID>, string, string][] = [
      [{ label: "" }, "label", "address.validation.required"],
      [{ label: "x".repeat(101) }, "label", "address.validation.label_max"],
      [{ label: "Rumah #1" }, "label", "address.validation.label_chars"],
      [{ behalf_name: "   " }, "behalf_name", "address.validation.required"],
      [{ behalf_name: "B".repeat(101) }, "behalf_name", "address.validation.name_max"],
      [{ behalf_name: "Budi (kantor)" }, "behalf_name", "address.validation.name_chars"],
      [{ behalf_phone: "" }, "behalf_phone", "address.validation.required"],
      [{ behalf_phone: "0812345" }, "behalf_phone", "address.validation.phone"],
      [{ province_id: "" }, "province_id", "address.validation.province_required"],
      [{ city_id: "" }, "city_id", "address.validation.city_required"],
      [{ sub_district_id: "" }, "sub_district_id", "address.validation.district_required"],
      [{ area_id: "" }, "area_id", "address.validation.village_required"],
      [{ zipcode: "" }, "zipcode", "address.validation.required"],
      [{ zipcode: "1219" }, "zipcode", "address.validation.zipcode"],
      [{ address: "" }, "address", "address.validation.required"],
      [{ address: "Jl. Mawar #3" }, "address", "address.validation.address_chars"],
      [{ address: "a".repeat(201) }, "address", "address.validation.address_max"],
    ];
    for (const [change, field, key] of steps) {
      expect(errorsOf({ ...VALID, ...change }), `${field}: ${key}`).toEqual({ [field]: key });
    }
    // Two wrong fields: only the earlier one is reported.
    expect(errorsOf({ ...VALID, behalf_phone: "12", zipcode: "x" })).toEqual({
      behalf_phone: "address.validation.phone",
    });
    // Within a field: length before characters for the label, characters before length for the address.
    expect(errorsOf({ ...VALID, label: "#".repeat(101) })).toEqual({ label: "address.validation.label_max" });
    expect(errorsOf({ ...VALID, address: "#".repeat(201) })).toEqual({ address: "address.validation.address_chars" });
  });

  it("limits the address detail to 200 characters, whatever the recipient name (the spec's defect is not copied)", () => {
    expect(errorsOf({ ...VALID, address: "a".repeat(200) })).toEqual({});
    expect(errorsOf({ ...VALID, address: "a".repeat(201) })).toEqual({ address: "address.validation.address_max" });
    // A 100-character name with a short address is fine; the spec's form would compare the name's length.
    expect(errorsOf({ ...VALID, behalf_name: "B".repeat(100), address: "Jl. Pendek 1" })).toEqual({});
    // Counted after white space is folded: 200 letters with a line break in the middle still fit.
    expect(errorsOf({ ...VALID, address: `${"a".repeat(100)}\n\n${"a".repeat(99)}` })).toEqual({});
  });

  it("accepts phones of 08 or 02 and 8 to 12 more digits (10 to 14 in all)", () => {
    for (const phone of ["0812345678", "02112345678", "08123456789012", "0212345678"])
      expect(errorsOf({ ...VALID, behalf_phone: phone }), phone).toEqual({});
    for (const phone of [
      "081234567",
      "081234567890123",
      "0712345678",
      "+6281234567890",
      "0812-3456-7890",
      "62812345678",
    ]) {
      expect(errorsOf({ ...VALID, behalf_phone: phone }), phone).toEqual({ behalf_phone: "address.validation.phone" });
    }
  });

  it("refuses unknown fields, wrong types and a bad main flag", () => {
    expect(errorsOf({ ...VALID, id: 3 })).toEqual({ id: "validation.unknown_field" });
    expect(errorsOf({ ...VALID, label: { text: "x" } })).toEqual({ label: "validation.invalid_value" });
    expect(errorsOf({ ...VALID, is_main_address: "maybe" })).toEqual({
      is_main_address: "address.validation.main_flag",
    });
  });

  it("the browser's rule function and the server's schema agree", () => {
    const cases = [
      {},
      VALID,
      { ...VALID, label: "Kantor / Gudang, Lt. 2" },
      { ...VALID, behalf_phone: "0212345" },
      { ...VALID, area_id: "" },
      { ...VALID, address: "a".repeat(201) },
      { ...VALID, zipcode: "abcde" },
    ];
    for (const raw of cases) {
      const browser = firstAddressError(normalizeAddressForm(raw));
      expect(errorsOf(raw)).toEqual(browser ? { [browser.field]: browser.key } : {});
    }
    expect(ADDRESS_FORM_FIELDS).toEqual([
      "label",
      "behalf_name",
      "behalf_phone",
      "province_id",
      "city_id",
      "sub_district_id",
      "area_id",
      "zipcode",
      "address",
    ]);
  });

  it("limits the list search", () => {
    expect(parseInput(addressListQuery, { search: "budi" })).toEqual({ search: "budi" });
    expect(() => parseInput(addressListQuery, { search: "x".repeat(101) })).toThrow(AppError);
  });
});
