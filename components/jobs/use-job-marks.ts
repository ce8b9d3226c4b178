"use client";

import { useEffect, useSyncExternalStore } from "react";
import { useSessionStatus } from "@/components/layout/use-session-status";

// The signed-in seeker's marks on jobs (applied, saved) for the islands of the cached public pages:
// one small request per page load (GET /api/me/job-marks), only once the session says signed in, and
// shared by every card and button on the page the way use-session-status shares the session.

export interface JobMarks {
  /** Job id to when the seeker applied. */
  applied: ReadonlyMap<number, { applicationId: number; appliedAt: string }>;
  saved: ReadonlySet<number>;
}

type Wire = { applied: Record<string, [number, string]>; saved: number[] };

let snapshot: JobMarks | null = null;
let requested = false;
const listeners = new Set<() => void>();

function publish(next: JobMarks | null) {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

function fromWire(body: Wire): JobMarks {
  const applied = new Map(
    Object.entries(body.applied).map(([jobId, [applicationId, appliedAt]]) => [
      Number(jobId),
      { applicationId, appliedAt },
    ]),
  );
  return { applied, saved: new Set(body.saved) };
}

/** Asks once per page load; a failure leaves the marks unknown (cards then show no marks). */
function loadJobMarks() {
  if (requested) return;
  requested = true;
  fetch("/api/me/job-marks", { cache: "no-store", credentials: "same-origin" })
    .then((res) => (res.ok ? (res.json() as Promise<Wire>) : null))
    .then((body) => body && publish(fromWire(body)))
    .catch(() => undefined);
}

/** Marks the job saved or not (optimistically, or as the server answered). */
export function setJobSaved(jobId: number, saved: boolean) {
  const current = snapshot ?? { applied: new Map(), saved: new Set<number>() };
  const next = new Set(current.saved);
  if (saved) next.add(jobId);
  else next.delete(jobId);
  publish({ ...current, saved: next });
}

export const isJobSaved = (jobId: number) => snapshot?.saved.has(jobId) ?? false;

/**
 * After a write elsewhere (an application): ask again, now if an island is on screen, else when the
 * next one mounts. Client-side navigation keeps this module, so marks would otherwise stay as loaded.
 */
export function invalidateJobMarks() {
  requested = false;
  if (listeners.size > 0) loadJobMarks();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in seeker's marks; null for guests, while loading, and on the server. */
export function useJobMarks(): JobMarks | null {
  const session = useSessionStatus();
  const signedIn = session.status === "authenticated";
  useEffect(() => {
    if (signedIn) loadJobMarks();
  }, [signedIn]);
  const marks = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => null,
  );
  return signedIn ? marks : null;
}

/** For tests: forget what this page load has fetched. */
export function resetJobMarks() {
  requested = false;
  snapshot = null;
}
