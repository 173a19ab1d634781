import { z } from "zod";
import { requiredText } from "../shared/inputs.ts";
import { isCommonPassword } from "./common-passwords.ts";

// Messages are catalogue keys; the edges translate them into the request's language.
const email = requiredText("validation.required")
  .max(254, "validation.email_invalid")
  .pipe(z.email("validation.email_invalid"))
  .transform((value) => value.toLowerCase());

const password = z
  .string({ error: "validation.required" })
  .min(1, "validation.required")
  .min(8, "validation.password_min")
  .max(128, "validation.password_max")
  .refine((value) => !isCommonPassword(value), "validation.password_common");

export const registerInput = z
  .object({
    fullname: requiredText("validation.required")
      .min(2, "validation.fullname_min")
      .max(100, "validation.fullname_max")
      .regex(/^[\p{L}\p{N} .,'-]+$/u, "validation.fullname_chars"),
    email,
    password,
  })
  .strict();
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z
  .object({
    email,
    // No length rule on login: a wrong password must look the same whatever its length.
    password: z
      .string({ error: "validation.required" })
      .min(1, "validation.required")
      .max(1024, "validation.password_max"),
  })
  .strict();
export type LoginInput = z.infer<typeof loginInput>;

export const changePasswordInput = z
  .object({
    current_password: z.string({ error: "validation.required" }).min(1, "validation.required"),
    new_password: password,
  })
  .strict();
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** Forgotten password, step 1: where to send the one-time code. */
export const forgetPasswordInput = z.object({ email }).strict();

/** Step 2: the six-digit code from the mail. */
export const resetCodeInput = z
  .object({
    email,
    code: z
      .string({ error: "validation.required" })
      .trim()
      .min(1, "validation.required")
      .regex(/^\d{6}$/, "password_reset.code_format"),
  })
  .strict();

/** Step 3: the new password, with the reset token the verified code gave. */
export const newPasswordInput = z
  .object({
    reset_token: z.string({ error: "validation.required" }).min(1, "validation.required").max(200),
    password,
    password_confirmation: z.string({ error: "validation.required" }).min(1, "validation.required"),
  })
  .strict()
  .refine((input) => input.password === input.password_confirmation, {
    path: ["password_confirmation"],
    message: "password_reset.mismatch",
  });

/** Sign in with Google: the ID token ('credential') Google's button hands the page. */
export const googleSignInInput = z
  .object({ credential: z.string({ error: "validation.required" }).min(1, "validation.required").max(4096) })
  .strict();
