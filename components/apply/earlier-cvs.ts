import "server-only";
import { productApi } from "@/lib/product-api";
import type { EarlierCv } from "./earlier-cv-choice";

/** How many recent CVs the apply form offers to send again. */
const OFFERED = 3;

/** The seeker's most recent CVs, newest first, described for the apply form (the bytes stay on the server). */
export async function loadEarlierCvs(token: string | null): Promise<EarlierCv[]> {
  if (!token) return [];
  try {
    const { files } = await productApi(token).listMyFiles({ kind: "resume", pageSize: OFFERED });
    return files.map(({ id, fileName, sizeBytes, createdAt }) => ({
      id,
      fileName,
      sizeBytes,
      sentAt: createdAt,
    }));
  } catch (error) {
    // Uploading a CV still works; the form just offers no earlier one.
    console.error("Could not list earlier CVs", error);
    return [];
  }
}
