import { TrackedLink } from "@/components/analytics/tracked-link";
import { buttonClasses } from "@/components/ui/button";

export function BackToProfileLink() {
  return (
    <TrackedLink
      href="/profile"
      event="profile_navigation"
      eventParams={{ destination: "/profile" }}
      className={buttonClasses({ variant: "outline" })}
    >
      Back to Profile
    </TrackedLink>
  );
}
