import { parsePositiveInt } from "@/lib/format";
import { handleDecisionForm } from "@/lib/moderation/decision-form";
import { productApi } from "@/lib/product-api";

// A moderator's decision on a job under caution (the console's queue): clear it or close it, with a
// note. A plain form post, answered with a redirect back to the queue.

type Props = { params: Promise<{ jobId: string }> };

export async function POST(request: Request, { params }: Props) {
  const jobId = parsePositiveInt((await params).jobId);
  if (jobId === null) return Response.json({ message: "Not found." }, { status: 404 });
  return handleDecisionForm(request, async (token, form) => {
    const decision = form.get("decision");
    if (decision !== "clear" && decision !== "close") return "invalid";
    await productApi(token).reviewJob(jobId, { decision, note: form.get("note") ?? "" });
    return decision === "clear" ? "cleared" : "closed";
  });
}
