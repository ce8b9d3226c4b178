import type { ZodError } from "zod";
import { ApiProblem, fieldErrors } from "./problem";

/** For routes whose contract answers a bad body with 400 (not 422), e.g. reports from the web app. */
export function badRequestHook(result: { success: boolean; error?: ZodError; target: string }): undefined {
  if (result.success || !result.error) return;
  const errors = fieldErrors(result.error);
  const [field, messages] = Object.entries(errors)[0] ?? ["", ["Invalid"]];
  throw new ApiProblem(
    400,
    result.target === "json" ? "The request body is invalid." : "The request is invalid.",
    {
      detail: field ? `${field}: ${messages[0]}` : messages[0],
      errors,
    },
  );
}
