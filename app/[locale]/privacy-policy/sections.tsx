import Link from "@/components/ui/link";
import { siteConfig } from "@/lib/site";
import { DOCUMENT_KIND_LIST, MAX_DOCUMENT_MB } from "@/services/product-api/lib/documents";
import { yourDataSection } from "./your-data-section";

const { name, email } = siteConfig;
const mail = <a href={`mailto:${email}`}>{email}</a>;

export const privacySummary = (
  <p>
    <strong>In short:</strong> we collect what we need to help you find work and to send your applications to
    the employers you choose. Your CV goes only to the employers you apply to. We never sell your personal
    information, and you can ask us to see, correct or delete it at any time by writing to {mail}.
  </p>
);

export const privacySections = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <p>
        {name} is an online job board that connects young African professionals with internships and jobs in
        Africa, New Zealand, Australia and remote teams worldwide. This policy explains what personal
        information we handle when you use our website, why, and the choices you have. When we say
        &ldquo;we&rdquo; or &ldquo;us&rdquo;, we mean {name}; &ldquo;you&rdquo; means anyone who visits the
        site or holds an account.
      </p>
    ),
  },
  {
    id: "information-we-collect",
    title: "Information we collect",
    body: (
      <>
        <p>We collect only what we need to run the service:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address and username, and the sign-in record
            created when you register. Passwords are stored only as salted, one-way hashes; we cannot read
            them.
          </li>
          <li>
            <strong>Profile details:</strong> anything you add to your profile, such as professional licenses
            and certifications with their numbers and validity dates.
          </li>
          <li>
            <strong>Applications:</strong> the CV or resume you upload ({DOCUMENT_KIND_LIST}, up to{" "}
            {MAX_DOCUMENT_MB} MB), any cover letter you write, the job you applied to, and the date and status
            of each application.
          </li>
          <li>
            <strong>Usage information:</strong> pages you visit, searches you run, buttons you use, your
            browser and device type, and approximate location derived from your IP address. We use it in
            aggregate to improve the site.
          </li>
          <li>
            <strong>Messages:</strong> what you tell us when you write to us for support.
          </li>
        </ul>
        <p>
          We do not ask for sensitive information such as religion, ethnicity, health or political views.
          Please leave it out of your CV unless an employer specifically and lawfully requires it.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use-it",
    title: "How we use your information",
    body: (
      <>
        <ul>
          <li>To create and secure your account and keep you signed in.</li>
          <li>To show you jobs and search results, and to let you save and share listings.</li>
          <li>To send your application, CV and cover letter to the employer of the job you applied to.</li>
          <li>To show you the status of your applications in one place.</li>
          <li>To answer your questions and send essential service messages about your account.</li>
          <li>To understand how the site is used, fix problems and make it faster on every kind of phone.</li>
          <li>To prevent fraud, fake listings and abuse, and to meet our legal obligations.</li>
        </ul>
        <p>
          We rely on our agreement with you (the Terms of Use) to provide the service, on our legitimate
          interest in keeping it secure and improving it, and on your consent where the law requires it. We do
          not sell your personal information and we do not use it for advertising. No decision about you is
          made by software alone: employers review applications themselves.
        </p>
      </>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    body: (
      <>
        <ul>
          <li>
            <strong>Employers you apply to.</strong> When you submit an application, that employer receives
            your name, email address, CV, cover letter and profile details. Other employers do not see them.
          </li>
          <li>
            <strong>Service providers</strong> who host our systems, deliver email and measure site usage.
            They act on our instructions, under contracts that require them to protect your information.
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires it or to protect the safety of our users.
          </li>
        </ul>
        <p>
          Because many roles on {name} are in other countries, applying to one may send your application to an
          employer outside the country you live in. We only process your information abroad with safeguards
          that keep it protected to the standard described here.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <ul>
        <li>Account and profile details: for as long as your account is open.</li>
        <li>
          CVs, cover letters and application records: 24 months after the application, so you can follow up
          and reuse your history, then deleted. An employer who received an application keeps their copy under
          their own privacy policy.
        </li>
        <li>Support messages: 24 months after the conversation ends.</li>
        <li>Security logs: 90 days. Analytics data: 14 months, in aggregate form.</li>
        <li>
          When you delete your account we delete your personal information at once (see below), and from
          backups within a further 35 days, unless the law requires us to keep a record for longer.
        </li>
      </ul>
    ),
  },
  yourDataSection,
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <>
        <p>Wherever you live, you can ask us to:</p>
        <ul>
          <li>give you a copy of the personal information we hold about you;</li>
          <li>correct information that is wrong or out of date (most of it you can edit on your profile);</li>
          <li>delete your account, CVs and applications;</li>
          <li>stop or limit a particular use of your information, or withdraw consent you gave us;</li>
          <li>send your information to you or another service in a common, machine-readable format.</li>
        </ul>
        <p>
          Write to {mail} from the email address on your account. We reply within 30 days and never charge for
          a reasonable request. If you are not satisfied, you may complain to the data protection authority
          where you live, for example the Nigeria Data Protection Commission, Kenya&rsquo;s Office of the Data
          Protection Commissioner, South Africa&rsquo;s Information Regulator, the New Zealand Privacy
          Commissioner or the Office of the Australian Information Commissioner.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "How we protect it",
    body: (
      <>
        <p>
          All traffic to {name} is encrypted in transit. Your session is kept in a secure, HTTP-only cookie
          that scripts on the page cannot read. Uploaded files are checked by their content, not just their
          name, before they are accepted, and only you and the employer you applied to can open your CV.
          Access to our systems is restricted to the few people who need it to run the service.
        </p>
        <p>
          No system is perfectly secure. If we learn of a breach that affects your information, we will tell
          you and the relevant authorities without undue delay.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and analytics",
    body: (
      <>
        <p>We use a small number of cookies:</p>
        <ul>
          <li>
            <strong>Essential cookies</strong> keep you signed in and protect forms against cross-site request
            forgery. The site cannot work without them.
          </li>
          <li>
            <strong>Analytics cookies</strong> from Google Analytics tell us which pages are visited and which
            features are used, such as searches, category clicks and sign-up buttons. They help us decide what
            to improve. We do not use advertising or cross-site tracking cookies.
          </li>
        </ul>
        <p>
          You can block or delete cookies in your browser settings. Blocking analytics cookies does not affect
          the site; blocking essential cookies will stop you from signing in.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Young people",
    body: (
      <p>
        {name} is meant for people aged 16 and over. We do not knowingly collect information from anyone
        younger. If you believe a child has created an account, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        We may update this policy as the service grows. The effective date at the top always shows the current
        version, and we will tell account holders by email before any change that affects how their
        information is used. You can also review our <Link href="/terms">Terms of Use</Link>.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    body: (
      <p>
        Questions about this policy or your information? Write to {mail}. We typically respond within 24 hours
        and always within 30 days.
      </p>
    ),
  },
];
