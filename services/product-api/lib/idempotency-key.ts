import { z } from "zod";

// The Idempotency-Key header of a write that may be sent twice (a proxy resending a POST after an
// instance died mid-request): the same key on both tells the second apart from a new write. Checked
// alike by the product API and the web app's route handler.

export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";

const IDEMPOTENCY_KEY_MESSAGE =
  "The Idempotency-Key header must be 1 to 128 letters, digits, dots, underscores, colons or hyphens.";

/** An optional Idempotency-Key: 1–128 characters of [A-Za-z0-9._:-]. */
export const idempotencyKey = () =>
  z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,128}$/, IDEMPOTENCY_KEY_MESSAGE)
    .optional();
