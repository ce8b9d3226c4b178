import Link from "@/components/ui/link";
import { siteConfig } from "@/lib/site";
import { DOCUMENT_KIND_LIST, MAX_DOCUMENT_MB } from "@/services/product-api/lib/documents";

const { name, email } = siteConfig;
const mail = <a href={`mailto:${email}`}>{email}</a>;

export const termsSummary = (
  <p>
    <strong>In short:</strong> {name} is free for job seekers. Be honest in your profile and applications, use
    the site fairly, and never pay anyone for a job you found here. Employers make their own hiring decisions;
    we help you reach them. Questions? Write to {mail}.
  </p>
);

export const termsSections = [
  {
    id: "agreement",
    title: "About these terms",
    body: (
      <p>
        These Terms of Use are an agreement between you and {name} about your use of our website and services.
        By creating an account or using the site you accept them. If you do not agree, please do not use{" "}
        {name}. Our <Link href="/privacy-policy">Privacy Policy</Link> explains how we handle your personal
        information and forms part of these terms.
      </p>
    ),
  },
  {
    id: "eligibility",
    title: "Who can use " + name,
    body: (
      <p>
        You must be at least 16 years old and legally able to enter into this agreement. Some employers set a
        higher minimum age or require a right to work in their country; it is your responsibility to check
        that you meet the requirements of any role you apply for.
      </p>
    ),
  },
  {
    id: "account",
    title: "Your account",
    body: (
      <ul>
        <li>Give accurate details when you register and keep them up to date.</li>
        <li>Keep your password private. You are responsible for activity under your account.</li>
        <li>One person, one account. Accounts cannot be shared, sold or transferred.</li>
        <li>Tell us at {mail} straight away if you think someone else has used your account.</li>
      </ul>
    ),
  },
  {
    id: "finding-work",
    title: "How job search on " + name + " works",
    body: (
      <>
        <p>
          {name} is a platform that lists opportunities and passes your applications to employers. We are not
          the employer for the jobs listed and we are not a recruitment agency acting for you. Employers write
          their own listings and decide whom to interview and hire. We cannot promise that you will be
          contacted, interviewed or offered a job.
        </p>
        <p>
          We work to keep listings genuine, but please use your judgement.{" "}
          <strong>No legitimate employer on {name} will ask you to pay a fee</strong> for an application,
          interview, training, visa processing or equipment. If anyone does, stop contacting them and report
          the listing to {mail}.
        </p>
      </>
    ),
  },
  {
    id: "your-content",
    title: "Your CV, cover letters and profile",
    body: (
      <>
        <p>
          You keep ownership of everything you upload or write. You give {name} permission to store it,
          process it and send it to the employers you apply to, only as needed to provide the service. This
          permission ends when you delete the content or your account, except for copies already sent to
          employers.
        </p>
        <p>
          You confirm that what you submit is truthful, belongs to you or that you have the right to share it,
          and does not include other people&rsquo;s personal information without their permission. CVs must be{" "}
          {DOCUMENT_KIND_LIST} files no larger than {MAX_DOCUMENT_MB} MB.
        </p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <p>When using {name}, you agree not to:</p>
        <ul>
          <li>
            give false information, impersonate anyone, or misrepresent your qualifications or licenses;
          </li>
          <li>send automated or bulk applications, or apply to roles in a way meant to spam employers;</li>
          <li>
            copy, scrape or republish listings or other users&rsquo; information without our written
            permission;
          </li>
          <li>upload malware, or try to break, overload or get around the security of the site;</li>
          <li>harass, threaten or discriminate against anyone you meet through {name};</li>
          <li>use the site for anything unlawful.</li>
        </ul>
      </>
    ),
  },
  {
    id: "our-content",
    title: "Our content",
    body: (
      <p>
        The {name} name, logo, design and software belong to us or our licensors. You may use the site for
        your own job search and share links to listings freely. Any other use, such as copying the site or its
        content, needs our written permission.
      </p>
    ),
  },
  {
    id: "availability",
    title: "Availability and changes to the service",
    body: (
      <p>
        We aim to keep {name} available and fast, but we may need to pause it for maintenance or change
        features. Listings may close or be removed by employers at any time, including after you have started
        an application. We are not responsible for websites run by others that we link to, such as employer
        pages or social networks.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Disclaimers and liability",
    body: (
      <>
        <p>
          {name} is provided &ldquo;as is&rdquo;. To the extent the law allows, we do not give guarantees
          about the accuracy of listings written by employers, the outcome of any application, or
          uninterrupted access to the site.
        </p>
        <p>
          We are not liable for indirect or consequential losses, or for the acts of employers or other users.
          Nothing in these terms limits any right you have under consumer protection laws that cannot be
          excluded.
        </p>
      </>
    ),
  },
  {
    id: "ending",
    title: "Suspending or closing accounts",
    body: (
      <p>
        You can close your account at any time by writing to {mail}. We may suspend or close an account that
        breaks these terms or puts other users at risk. Where it is safe to do so, we will tell you why and
        give you a chance to respond.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        We may update these terms as {name} grows. The date at the top shows the current version. If a change
        materially affects your rights, we will tell account holders by email before it takes effect.
        Continuing to use {name} after that means you accept the updated terms.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Questions and complaints",
    body: (
      <p>
        If something goes wrong, please talk to us first at {mail}. We typically respond within 24 hours and
        will try to resolve any disagreement fairly and quickly.
      </p>
    ),
  },
];
