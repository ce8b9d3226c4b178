import { Button, LinkButton } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { StatusMessage } from "@/components/ui/status-message";

export function ProfileSpinner() {
  return (
    <div className="flex justify-center py-20 text-primary-dark">
      <Spinner size="lg" label="Loading your profile" />
    </div>
  );
}

export function ProfileLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert">
      <StatusMessage
        title="Could not load your profile"
        message="We couldn't fetch your profile right now. Please try again."
      >
        <Button onClick={onRetry}>Try Again</Button>
      </StatusMessage>
    </div>
  );
}

/** Profile edit without a profile to edit. */
export function ProfileUnavailable({ onRetry }: { onRetry?: () => void }) {
  return (
    <div role="alert">
      <StatusMessage
        title="Profile data not available"
        message="We couldn't load your profile to edit it. Please try again."
      >
        <LinkButton href="/profile">Go Back to Profile</LinkButton>
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            Try Again
          </Button>
        )}
      </StatusMessage>
    </div>
  );
}
