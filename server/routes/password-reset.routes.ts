import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { forgetPasswordInput, newPasswordInput, PASSWORD_RESET, resetCodeInput } from "../../core/account/index.ts";
import type { Services } from "../../core/services.ts";
import { answer, apiCalls } from "../http/api-calls.ts";

const CODE_MINUTES = PASSWORD_RESET.codeTtlMs / 60_000;

/**
 * Spec §7's forgotten password: POST /auth/forget, /auth/verification, /sauth/newpassword (decision 0039).
 * None of the three answers tells whether an address has an account.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { passwordResets } = services;
  const anyone = apiCalls(app, { tag: "auth", caller: "public" });

  anyone.post(
    "/auth/forget",
    {
      summary: "Mail a 6-digit one-time code to recover the password",
      description:
        `The same answer whether or not the address has an account. The code is valid ${CODE_MINUTES} minutes, ` +
        `allows ${PASSWORD_RESET.triesPerCode} tries and works once; a new code replaces the older one. ` +
        `At most ${PASSWORD_RESET.sendsPerAddress.limit} codes per address per ${PASSWORD_RESET.sendsPerAddress.windowMs / 60_000} minutes ` +
        `and ${PASSWORD_RESET.sendsPerIp.limit} per caller per hour (429).`,
      body: forgetPasswordInput,
      data: z.null(),
    },
    async ({ request, body, lang }) => {
      await passwordResets.requestCode(body, { ip: request.ip ?? "unknown", lang });
      return answer(null, { message: { key: "password_reset.sent", values: { minutes: CODE_MINUTES } } });
    },
  );

  anyone.post(
    "/auth/verification",
    {
      summary: "Check the one-time code; answers a reset token for /sauth/newpassword",
      description:
        `422 (\`code\`) for a wrong, used, worn-out or expired code, or an address without an account alike. ` +
        `The reset token is valid ${PASSWORD_RESET.resetTtlMs / 60_000} minutes and works once.`,
      body: resetCodeInput,
      data: z.object({ reset_token: z.string() }),
      message: "password_reset.verified",
    },
    async ({ body }) => passwordResets.verifyCode(body),
  );

  anyone.post(
    "/sauth/newpassword",
    {
      summary: "Set a new password with the reset token; every session of the account ends",
      description:
        "422 when the passwords differ or the password is weak; 422 `password_reset.token_invalid` for a spent or expired token.",
      body: newPasswordInput,
      data: z.null(),
      message: "password_reset.done",
    },
    async ({ body }) => {
      await passwordResets.setNewPassword(body);
      return null;
    },
  );
};
