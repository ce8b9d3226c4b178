import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { PageContainer } from "@/components/layout/page-container";
import { buttonClasses } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";
import { siteConfig } from "@/lib/site";

// Reached from the link in an alert mail, signed in or not, with or without JavaScript. Opening it
// changes nothing (mail scanners open links): the button posts the token to the unsubscribe route.

export const metadata: Metadata = {
  title: { absolute: `Unsubscribe from a job alert | ${siteConfig.name}` },
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ token?: string | string[]; result?: string | string[] }> };

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

export default async function UnsubscribePage({ searchParams }: Props) {
  const params = await searchParams;
  const token = one(params.token).slice(0, 200);
  const result = one(params.result);
  const manage = (
    <Link href="/alerts" className={buttonClasses({ variant: "outline" })}>
      Manage your alerts
    </Link>
  );
  if (result === "done") {
    return (
      <PageContainer>
        <StatusMessage
          icon="search"
          title="You are unsubscribed"
          message="You will get no more emails from this job alert."
        >
          {manage}
        </StatusMessage>
      </PageContainer>
    );
  }
  if (result === "invalid" || !token) {
    return (
      <PageContainer>
        <StatusMessage
          title="This unsubscribe link is not valid"
          message="Copy the whole link from the email, or sign in and manage your alerts on the Alerts page."
        >
          {manage}
        </StatusMessage>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <StatusMessage
        icon="search"
        title="Unsubscribe from this job alert?"
        message="You will get no more emails about new jobs for this search."
      >
        <form method="post" action="/api/alerts/unsubscribe">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={buttonClasses({})}>
            Unsubscribe
          </button>
        </form>
      </StatusMessage>
    </PageContainer>
  );
}
