import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { PageContainer } from "@/components/layout/page-container";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { pageMetadata } from "@/components/layout/page-metadata";
import { SAFETY_NOTICE } from "@/components/trust/safety-notice";
import { Card } from "@/components/ui/card";
import { siteConfig } from "@/lib/site";

export async function generateMetadata({ params }: { params: LocaleParams }) {
  return pageMetadata({
    locale: await pageLocale(params),
    title: "Stay safe from job scams",
    description: `${siteConfig.name} and genuine employers never ask you to pay. How to spot fake recruiters: fees, WhatsApp-only contacts, free email addresses, pay too good to be true, and how to report a job.`,
    path: "/safety",
  });
}

function Advice({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="scroll-mt-24 text-xl font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
        {children}
      </div>
    </Card>
  );
}

const link = "font-semibold text-primary-dark underline underline-offset-2 hover:no-underline";

export default async function SafetyPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          Stay safe from job scams
        </h1>
        <p className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-lg font-semibold text-emerald-900">
          {SAFETY_NOTICE}
        </p>
        <p className="mt-4 leading-relaxed text-slate-700">
          Fake recruiters copy real job ads, share them on WhatsApp and social media, and then ask for money
          or personal details. These are the signs to look for, and what to do when you see them.
        </p>
        <div className="mt-8 space-y-6">
          <Advice id="fees" title="Any fee is a warning sign">
            <p>
              A real employer pays for its own hiring. Walk away if anyone asks you to pay before or after you
              are offered a job, whatever they call it:
            </p>
            <ul>
              <li>a registration, application, processing or &ldquo;pre-selection&rdquo; fee;</li>
              <li>paying for training, uniforms, equipment or a starter kit;</li>
              <li>a medical test, police clearance or visa that you must pay them (or their clinic) for;</li>
              <li>sending airtime or mobile money to &ldquo;reserve&rdquo; your place.</li>
            </ul>
          </Advice>
          <Advice id="whatsapp" title="Recruiters you can only reach on WhatsApp or by phone">
            <p>
              Be careful when the only way to apply is a phone number or a WhatsApp chat. A real company has a
              name you can look up, a website or office, and an address you can write to. Check that the job
              is also on the company&apos;s own site, or here on {siteConfig.name}, before you send anything.
            </p>
          </Advice>
          <Advice id="free-mail" title="Company jobs from free email addresses">
            <p>
              Companies recruit from their own email domain (name@company.com). A recruiter for a bank, an
              airline or an NGO who writes from a Gmail, Yahoo, Outlook or Hotmail address is very often a
              fake.
            </p>
          </Advice>
          <Advice id="too-good" title="Pay that is too good to be true">
            <p>
              Very high pay for little experience, &ldquo;no interview needed&rdquo;, a job abroad with
              flights and a visa &ldquo;all arranged&rdquo;, or pressure to decide today are how scams hook
              people. Compare the salary with similar jobs on {siteConfig.name}.
            </p>
          </Advice>
          <Advice id="meetings" title="Odd interviews, and requests for your ID or bank details">
            <ul>
              <li>
                Meet at the company&apos;s office or another public place, never a hotel room or private home,
                and tell someone where you are going.
              </li>
              <li>
                Do not hand over your passport or ID card, and never share your bank or mobile money PIN or a
                code sent to your phone. An employer needs your bank details only once you have signed a
                contract.
              </li>
            </ul>
          </Advice>
          <Advice id="verified-employers" title="Verified employers">
            <p>
              A <strong>Verified employer</strong> badge means {siteConfig.name} has checked that the company
              is real and registered and that its jobs are posted by its own staff. Tick &lsquo;Verified
              employers only&rsquo; in the{" "}
              <Link href="/jobs" className={link}>
                job filters
              </Link>{" "}
              to see only their jobs. Even then, never pay to apply.
            </p>
          </Advice>
          <Advice id="report" title="How to report a job">
            <ul>
              <li>
                Use <strong>Report this job</strong> on the job&apos;s page. You do not need an account. Jobs
                that several people report are marked with a warning and taken out of search while we check
                them.
              </li>
              <li>
                Email us at{" "}
                <a href={`mailto:${siteConfig.email}`} className={link}>
                  {siteConfig.email}
                </a>{" "}
                with the job&apos;s link and screenshots of the messages you received.
              </li>
              <li>If you have already paid, keep the receipts and report it to the police as well.</li>
            </ul>
          </Advice>
        </div>
      </div>
    </PageContainer>
  );
}
