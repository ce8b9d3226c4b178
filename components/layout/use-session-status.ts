"use client";

import { useSyncExternalStore } from "react";

interface SessionUser {
  name?: string | null;
  email?: string | null;
  image?: string | null;
  /** The account may moderate: the menu links to the console. */
  moderator?: boolean;
}

export type SessionStatus =
  { status: "loading" } | { status: "unauthenticated" } | { status: "authenticated"; user: SessionUser };

const LOADING: SessionStatus = { status: "loading" };
const SIGNED_OUT: SessionStatus = { status: "unauthenticated" };

// One request per page load, shared by every island that asks (navbar, home hero, ...).
let snapshot: SessionStatus = LOADING;
let generation = 0;
let requested = false;
const listeners = new Set<() => void>();

function publish(next: SessionStatus, forGeneration: number) {
  if (forGeneration !== generation) return;
  snapshot = next;
  listeners.forEach((listener) => listener());
}

function load() {
  requested = true;
  const current = generation;
  fetch("/api/auth/session", { cache: "no-store", credentials: "same-origin" })
    .then((res) => (res.ok ? res.json() : null))
    .then((body: { user?: SessionUser } | null) =>
      body?.user ? ({ status: "authenticated", user: body.user } as const) : SIGNED_OUT,
    )
    // An unreachable session endpoint leaves the visitor signed out rather than stuck loading.
    .catch(() => SIGNED_OUT)
    .then((next) => publish(next, current));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!requested) load();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    // Nobody is watching any more: the next island to mount asks again.
    generation += 1;
    requested = false;
    snapshot = LOADING;
  };
}

/** Asks again, e.g. after the session ended without a page load (account deleted). */
export function reloadSessionStatus() {
  generation += 1;
  requested = false;
  if (listeners.size > 0) load();
}

/** The visitor's session as the browser sees it; "loading" on the server and until the first answer. */
export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => LOADING,
  );
}
