import { describe, expect, it } from "vitest";
import { openPage, useBrowser, VIEWPORT_NAMES } from "./support/browser.ts";

const browser = useBrowser();

for (const viewport of VIEWPORT_NAMES) {
  describe(`accounts at ${viewport} width`, () => {
    it("registers, logs out, logs in again and switches language", async () => {
      const { context, page, errors } = await openPage(browser(), viewport);
      const email = `e2e-${viewport}-${Date.now()}@example.com`;

      await page.goto("/");
      await expect(page.getByRole("link", { name: "Masuk" }).first().isVisible()).resolves.toBe(true);

      await page.goto("/register");
      await page.getByLabel("Nama lengkap").fill("Putri Ayu");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Kata sandi").fill("short");
      await page.getByRole("button", { name: "Daftar" }).click();
      await page.getByText("Kata sandi minimal 8 karakter").waitFor();

      await page.getByLabel("Kata sandi").fill("putri-rahasia-1");
      await page.getByRole("button", { name: "Daftar" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByTestId("account-name").waitFor();
      expect(await page.getByTestId("account-name").textContent()).toBe("Putri Ayu");

      // Log out through the account menu (it opens on hover and on focus). By keyboard here: on a phone the
      // welcome toast may lie over the button, and a pointer resting on a toast keeps it there.
      await page.getByRole("button", { name: /Menu akun/ }).focus();
      await page.getByRole("menuitem", { name: "Keluar" }).press("Enter");
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByRole("link", { name: "Masuk" }).first().waitFor();
      expect(await page.getByTestId("account-name").count()).toBe(0);

      // A wrong password is refused without saying whether the email exists.
      await page.goto("/login");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Kata sandi").fill("salah-sandi-1");
      await page.getByRole("button", { name: "Masuk" }).last().click();
      await page.getByRole("alert").getByText("Email atau kata sandi salah").waitFor();

      await page.getByLabel("Kata sandi").fill("putri-rahasia-1");
      await page.getByRole("button", { name: "Masuk" }).last().click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByTestId("account-name").waitFor();

      // Switching language loads the same path under /en, and back.
      await page.goto("/login?redirectTo=%2F");
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByRole("link", { name: "English" }).first().click();
      await page.waitForURL((url) => url.pathname === "/en");
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
      await page.getByRole("button", { name: /Account menu/ }).focus();
      await page.getByRole("menuitem", { name: "History Transaction" }).waitFor();
      await page.getByRole("menuitem", { name: "Log Out" }).press("Enter");
      await page.waitForURL((url) => url.pathname === "/en");
      await page.getByRole("link", { name: "Log In" }).first().waitFor();
      await page.getByRole("link", { name: "Indonesia" }).first().click();
      await page.waitForURL((url) => url.pathname === "/");
      expect(await page.locator("html").getAttribute("lang")).toBe("id");

      expect(errors).toEqual([]);
      await context.close();
    });

    it("logs the demo buyer in with the demo credentials and shows the 404 page in both languages", async () => {
      const { context, page, errors } = await openPage(browser(), viewport);
      await page.goto("/en/login");
      // A field with a NUL character (no browser sends one from a form) is refused with the reason.
      const xsrf = (await context.cookies()).find((cookie) => cookie.name === "XSRF-TOKEN")!.value;
      const refused = await page.request.post("/en/login", {
        form: { _csrf: xsrf, email: "buyer@pasar.test", password: "pasar-demo\u0000123" },
        maxRedirects: 0,
      });
      expect(refused.status()).toBe(422);
      expect(await refused.text()).toContain("The text contains a character that is not allowed");
      await page.getByLabel("Email").fill("buyer@pasar.test");
      await page.getByLabel("Password").fill("pasar-demo-123");
      await page.getByRole("button", { name: "Log In" }).last().click();
      await page.waitForURL((url) => url.pathname === "/en");
      await page.getByTestId("account-name").waitFor();

      const missing = await page.goto("/halaman-yang-tidak-ada");
      expect(missing?.status()).toBe(404);
      await page.getByRole("heading", { name: "Halaman tidak ditemukan" }).waitFor();
      const missingEn = await page.goto("/en/no-such-page");
      expect(missingEn?.status()).toBe(404);
      await page.getByRole("heading", { name: "Page not found" }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
