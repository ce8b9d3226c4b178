import { handleDecisionForm } from "@/lib/moderation/decision-form";
import { productApi } from "@/lib/product-api";

// A moderator verifies an employer, or takes the verification back, with a note (from the queue or the
// companies page). A plain form post, answered with a redirect back to that page.

export async function POST(request: Request) {
  return handleDecisionForm(request, async (token, form) => {
    const company = form.get("company")?.trim();
    const verified = form.get("verified");
    if (!company || (verified !== "true" && verified !== "false")) return "invalid";
    await productApi(token).setEmployerVerification({
      company,
      verified: verified === "true",
      note: form.get("note") ?? "",
    });
    return verified === "true" ? "verified" : "unverified";
  });
}
