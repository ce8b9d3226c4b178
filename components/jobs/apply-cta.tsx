"use client";

import { startLogin } from "@/components/layout/auth-actions";
import { useSessionStatus } from "@/components/layout/use-session-status";
import { Button, LinkButton } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

const SIZE = "w-full sm:w-auto sm:min-w-44";

/**
 * 'Apply Now' for a signed-in visitor, 'Login to Apply' for a guest. The page around it is cached and
 * the same for everyone, so the session is asked for in the browser; until it answers, a placeholder
 * of the button's size keeps the layout still.
 */
export function ApplyCta({ jobId }: { jobId: number }) {
  const session = useSessionStatus();
  const applyPath = `/jobs/${jobId}/apply`;

  if (session.status === "loading") {
    return (
      <span className={`inline-block ${SIZE}`} role="status" aria-label="Checking whether you are signed in">
        <Skeleton className="h-12 w-full rounded-lg" />
      </span>
    );
  }
  if (session.status === "authenticated") {
    return (
      <LinkButton href={applyPath} size="lg" className={SIZE}>
        Apply Now
      </LinkButton>
    );
  }
  return (
    <Button size="lg" className={SIZE} onClick={() => void startLogin(applyPath)}>
      Login to Apply
    </Button>
  );
}
