import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { AddressDto } from "../../../core/address/address.dto.ts";
import { PLACES } from "../../../tests/support/factories.ts";
import { addressDtoAt } from "../../../tests/support/order-address.ts";
import { AddressList, type AddressChooseForm } from "./address-list.tsx";

function address(id: number, overrides: Partial<AddressDto> = {}): AddressDto {
  return {
    ...addressDtoAt(PLACES.jakartaSelatan, {
      id,
      label: `Alamat ${id}`,
      behalf_name: `Penerima ${id}`,
      behalf_phone: "081234567890",
      address: "Jl. Gelora Raya No. 12",
      zipcode: "12190",
      is_main_address: "no",
      created_at: "2026-11-20T03:00:00.000Z",
      updated_at: "2026-11-20T03:00:00.000Z",
    }),
    ...overrides,
  };
}

/** The list as the server renders it (the HTML a browser without JavaScript gets), at `url`. */
function render(props: Parameters<typeof AddressList>[0], url = "/checkout"): string {
  const Stub = createRoutesStub([{ path: "*", Component: () => createElement(AddressList, props) }]);
  return renderToString(createElement(Stub, { initialEntries: [url] }));
}

const choose: AddressChooseForm = { action: "/checkout", fields: { intent: "choose_address", order_id: "7" } };

describe("AddressList (server-rendered)", () => {
  it("marks the chosen card, offers Choose on the others with the host's fields, and no make-main on the main address", () => {
    const html = render({
      addresses: [address(1, { is_main_address: "yes" }), address(2), address(3)],
      chosenId: 2,
      chooseForm: choose,
    });
    expect(html).toContain("Pilih Alamat Pengiriman");
    expect(html).toContain("Daftar Alamat");
    const cards = html.split("<article").slice(1);
    expect(cards).toHaveLength(3);
    expect(cards[1]).toContain('aria-current="true"');
    expect(cards[0]).not.toContain("aria-current");
    // Choose: a plain form to the host's action with its fields and the address id.
    for (const [index, card] of cards.entries()) {
      expect(card).toContain('action="/checkout"');
      expect(card).toContain('name="intent" value="choose_address"');
      expect(card).toContain('name="order_id" value="7"');
      expect(card).toContain(`name="address_book_id" value="${index + 1}"`);
    }
    expect(cards[1]).toMatch(/aria-pressed="true"[^>]*>Terpilih</);
    expect(cards[0]).toContain("Alamat Utama");
    expect(cards[0]).not.toContain("Jadikan utama");
    expect(cards[2]).toContain("Jadikan utama");
    expect(cards[2]).toContain('name="intent" value="setdefault"');
    expect(cards[2]).toContain(
      "Senayan, Kebayoran Baru, Kota Administrasi Jakarta Selatan, Daerah Khusus Ibukota Jakarta 12190",
    );
    // Without JavaScript, add and edit lead to the address book page's form, which comes back here.
    expect(html).toContain('href="/user/address-book?form=new&amp;redirectTo=%2Fcheckout"');
    expect(cards[2]).toContain('href="/user/address-book?form=3&amp;redirectTo=%2Fcheckout"');
    expect(html).not.toContain("Hapus alamat");
  });

  it("shows the spec's empty states: no address at all, and a search without a match", () => {
    expect(render({ addresses: [] })).toContain("Kamu belum memiliki alamat");
    const searched = render(
      { addresses: [address(1, { behalf_name: "Budi Santoso" })] },
      "/checkout?address_search=siti&step=2",
    );
    expect(searched).toContain("Alamat Tidak Ditemukan");
    // The search form keeps the page's other parameters.
    expect(searched).toContain('name="step" value="2"');
    expect(
      render({ addresses: [address(1, { behalf_name: "Budi Santoso" })] }, "/checkout?address_search=%20BUDI%20"),
    ).toContain("Budi Santoso");
  });

  it("offers delete and 'Done' when asked, and no add button once the book is full", () => {
    const html = render({ addresses: [address(1)], allowDelete: true, doneHref: "/checkout" });
    expect(html).toContain("Hapus alamat Alamat 1");
    expect(html).toMatch(/href="\/checkout"[^>]*>Selesai</);
    const full = render({ addresses: Array.from({ length: 50 }, (_, i) => address(i + 1)) });
    expect(full).toContain("Daftar alamatmu sudah penuh (50 alamat).");
    expect(full).not.toContain("Tambah alamat");
  });
});
