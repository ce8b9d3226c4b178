import Link from "@/components/ui/link";
import { siteConfig } from "@/lib/site";

const { name } = siteConfig;

/**
 * What Kazi keeps for a job seeker, and how they download or remove it themselves (docs/product.md,
 * Privacy Policy and Terms of Use).
 */
export const yourDataSection = {
  id: "your-data",
  title: "What we keep, and how to download or remove it",
  body: (
    <>
      <p>While your account is open, {name} keeps:</p>
      <ul>
        <li>your profile: name, username, email address and professional licenses;</li>
        <li>
          your applications: the job, date, status and cover letter of each, and the CVs and cover letters you
          sent with them (the files, with their names, sizes and dates);
        </li>
        <li>the jobs you saved;</li>
        <li>your job alerts: each search, how often we email you, and which jobs we have already sent;</li>
        <li>
          reports you made about jobs: the reason and details you gave, filed under a one-way hash of your
          account that no one is shown;
        </li>
        <li>
          your sign-in account: name, email address, a one-way hash of your password, when you verified your
          address, and your signed-in sessions.
        </li>
      </ul>
      <p>
        <strong>Download it:</strong> on your <Link href="/profile">profile</Link>, under &ldquo;Your
        data&rdquo;, choose &ldquo;Download my data&rdquo;. You get one file (JSON, a common machine-readable
        format) with your profile, licenses, applications, saved jobs, job alerts and reports, and a link to
        each of your CVs and cover letters, which only you can open while signed in.
      </p>
      <p>
        <strong>Remove it:</strong> on your profile, choose &ldquo;Delete my account&rdquo;. After you
        confirm, we delete at once your profile, licenses, applications with their CVs and cover letters,
        saved jobs, job alerts and your sign-in account, and sign you out; your email address can be used to
        register again. Reports you made stay, so that warnings about scams keep working, but they are no
        longer linked to you and the details you wrote are removed. An employer who already received an
        application keeps their copy under their own privacy policy. If you sign in to {name} through another
        sign-in provider, that account belongs to the provider: delete it there.
      </p>
    </>
  ),
};
