import "server-only";
import { productApi, type SeekerFile } from "@/lib/product-api";
import type { EarlierCv } from "./earlier-cv-choice";

/** How many recent CVs the apply form offers to send again, and how many it looks through for them. */
const OFFERED = 3;
const LOOKED_AT = 20;

/**
 * The newest of each CV (by name and size: a CV sent again is a copy of the same file), newest
 * first, at most `limit`: 'the CV I sent on…' is offered once, with the last date it went out.
 */
export function distinctCvs(files: SeekerFile[], limit = OFFERED): EarlierCv[] {
  const seen = new Set<string>();
  const cvs: EarlierCv[] = [];
  for (const { id, kind, fileName, sizeBytes, createdAt } of files) {
    const key = `${sizeBytes}:${fileName}`;
    if (kind !== "resume" || seen.has(key)) continue;
    seen.add(key);
    cvs.push({ id, fileName, sizeBytes, sentAt: createdAt });
    if (cvs.length === limit) break;
  }
  return cvs;
}

/** The seeker's recent CVs, described for the apply form (the bytes stay on the server). */
export async function loadEarlierCvs(token: string | null): Promise<EarlierCv[]> {
  if (!token) return [];
  try {
    const { files } = await productApi(token).listMyFiles({ kind: "resume", pageSize: LOOKED_AT });
    return distinctCvs(files);
  } catch (error) {
    // Uploading a CV still works; the form just offers no earlier one.
    console.error("Could not list earlier CVs", error);
    return [];
  }
}
