import { afterAll, describe, expect, it } from "vitest";
import { startFakeSmtp } from "../support/fake-smtp.ts";
import { openPage, useBrowser, VIEWPORT_NAMES } from "./support/browser.ts";
import { api } from "./support/shopper.ts";
import { useOwnServer } from "./support/own-server.ts";

/*
 * Issue 25 'Forgotten password' as a shopper meets it: from the login page to a mailed code, a new password,
 * and every other session of the account signed out. A server of its own, whose mail goes to a local SMTP
 * server this file reads (the same adapter production uses).
 */

const smtp = await startFakeSmtp();
afterAll(() => smtp.close());
const browser = useBrowser();
const ownServer = useOwnServer("reset", { SEED_PRODUCTS: "20", SMTP_URL: smtp.url });

const mailsTo = (email: string) => smtp.messages.filter((message) => message.to.includes(email));

/** The code of the first mail to `email` (waits for it: the mail goes out after the answer). */
async function mailedCode(email: string): Promise<string> {
  await expect.poll(() => mailsTo(email).length).toBe(1);
  return /kamu: (\d{6})/.exec(mailsTo(email)[0]!.data)![1]!;
}

for (const viewport of VIEWPORT_NAMES) {
  describe(`forgotten password at ${viewport} width`, () => {
    it("mails a code, sets a new password and signs the other sessions out", async () => {
      const base = ownServer();
      const email = `lupa-${viewport}@example.com`;
      await api("/auth/register", {
        base,
        body: { fullname: "Sari Lupa", email, password: "sandi-lama-panjang-1" },
      });

      // Signed in on another device, which must be signed out at the end.
      const other = await openPage(browser(), viewport, base);
      await other.page.goto("/login");
      await other.page.getByLabel("Email").fill(email);
      await other.page.getByLabel("Kata sandi").fill("sandi-lama-panjang-1");
      await other.page.getByRole("button", { name: "Masuk" }).last().click();
      await other.page.getByTestId("account-name").waitFor();

      const { context, page, errors } = await openPage(browser(), viewport, base);
      await page.goto("/login");
      await page.getByRole("link", { name: "Lupa kata sandi?" }).click();
      await page.getByRole("heading", { name: "Lupa kata sandi" }).waitFor();
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Kirim kode" }).click();
      await page.getByRole("heading", { name: "Masukkan kode verifikasi" }).waitFor();
      await page.getByText(`Cek email ${email}`).waitFor();
      const code = await mailedCode(email);

      // A wrong code first: refused beside the field, in the page's language.
      await page.getByLabel("Kode verifikasi").fill(code === "000000" ? "111111" : "000000");
      await page.getByRole("button", { name: "Verifikasi" }).click();
      await page.getByText("Kode salah atau sudah tidak berlaku. Minta kode baru bila perlu.").first().waitFor();

      await page.getByLabel("Kode verifikasi").fill(code);
      await page.getByRole("button", { name: "Verifikasi" }).click();
      await page.getByRole("heading", { name: "Buat kata sandi baru" }).waitFor();
      await page.getByLabel("Kata sandi baru", { exact: true }).fill("sandi-baru-panjang-2");
      await page.getByLabel("Ulangi kata sandi baru").fill("sandi-baru-panjang-2");
      await page.getByRole("button", { name: "Simpan kata sandi" }).click();
      await page.waitForURL((url) => url.pathname === "/login");
      await page.getByText("Kata sandi baru tersimpan. Silakan masuk dengan kata sandi baru.").waitFor();

      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Kata sandi").fill("sandi-baru-panjang-2");
      await page.getByRole("button", { name: "Masuk" }).last().click();
      await page.getByTestId("account-name").waitFor();

      await other.page.reload();
      await other.page.getByRole("link", { name: "Masuk" }).first().waitFor();
      expect(await other.page.getByTestId("account-name").count()).toBe(0);

      expect(errors).toEqual([]);
      expect(other.errors).toEqual([]);
      await context.close();
      await other.context.close();
    });
  });
}
