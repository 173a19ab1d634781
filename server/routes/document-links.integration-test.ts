import { describe, expect, it } from "vitest";
import { useTestApp } from "../../tests/support/test-app.ts";

/**
 * Issue 21 item 11: a document download link works only while the session it was made in lasts. (That a
 * live link downloads its PDF is covered in core/invoice/invoice.integration-test.ts.)
 */
const t = useTestApp();

let ipCounter = 0;
async function signedIn(email: string) {
  ipCounter += 1;
  const result = await t.services.accounts.register(
    { fullname: "Pemilik Dokumen", email, password: "dokumen-rahasia-1" },
    { ip: `10.62.0.${ipCounter}` },
  );
  const viewer = (await t.services.accounts.authenticate(result.jwt_token))!;
  return { viewer, authorization: `Bearer ${result.jwt_token}` };
}

const links = {
  invoice: (token: string) => `/api/invoice/detail/INV-LINK-1/download?token=${encodeURIComponent(token)}`,
  order: (token: string) => `/api/buyer/dashboard/order/detail/ORD-LINK-1/download?token=${encodeURIComponent(token)}`,
};
const codes = { invoice: "INV-LINK-1", order: "ORD-LINK-1" } as const;

describe("download links end with their session", () => {
  it.each(["invoice", "order"] as const)(
    "a %s link stops working at logout, with a message in the request's language",
    async (kind) => {
      const { viewer, authorization } = await signedIn(`logout.${kind}@example.com`);
      const token = await t.services.invoices.issueDocumentToken(viewer, kind, codes[kind]);
      // While the session lasts the token is accepted (the made-up document is then simply not found).
      expect((await t.app.inject({ method: "GET", url: links[kind](token) })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { authorization } })).statusCode,
      ).toBe(200);
      const english = await t.app.inject({
        method: "GET",
        url: links[kind](token),
        headers: { "accept-language": "en" },
      });
      expect(english.statusCode).toBe(403);
      expect(english.json().message).toBe(
        "This download link ended with the session it was made in. Sign in again and download it from the invoice page.",
      );
      const indonesian = await t.app.inject({ method: "GET", url: links[kind](token) });
      expect(indonesian.json().message).toBe(
        "Tautan unduhan ini berakhir karena sesi masuknya sudah selesai. Masuk lagi dan unduh dari halaman tagihan.",
      );
    },
  );

  it("keeps a link of another session of the same user working, and ends every link at a password change", async () => {
    const { viewer, authorization } = await signedIn("dua.sesi@example.com");
    const phone = await t.services.accounts.login(
      { email: "dua.sesi@example.com", password: "dokumen-rahasia-1" },
      { ip: "10.62.1.1" },
    );
    const phoneViewer = (await t.services.accounts.authenticate(phone.jwt_token))!;
    const laptopLink = links.invoice(await t.services.invoices.issueDocumentToken(viewer, "invoice", codes.invoice));
    const phoneLink = links.invoice(
      await t.services.invoices.issueDocumentToken(phoneViewer, "invoice", codes.invoice),
    );
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { authorization } });
    expect((await t.app.inject({ method: "GET", url: laptopLink })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: phoneLink })).statusCode).toBe(404);
    await t.services.accounts.changePassword(phoneViewer, {
      current_password: "dokumen-rahasia-1",
      new_password: "dokumen-baru-yang-aman",
    });
    expect((await t.app.inject({ method: "GET", url: phoneLink })).statusCode).toBe(403);
  });
});
