import { SignUpButton } from "@/components/layout/sign-up-button";
import { Button } from "@/components/ui/button";

export function ClosingCta() {
  return (
    <section
      aria-labelledby="cta-title"
      className="focus-light rounded-2xl bg-linear-to-r from-primary-deep to-secondary-dark px-5 py-12 text-center text-white sm:px-10 sm:py-16"
    >
      <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Ready to Take the Next Step?
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-base text-blue-50 sm:text-lg">
        Create your account, upload your CV once and apply to roles across Africa and beyond in a few clicks.
        Your next opportunity could be one application away.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <SignUpButton variant="light" size="lg">
          Create Premium Account
        </SignUpButton>
        <Button variant="outline-light" size="lg">
          For Employers & Recruiters
        </Button>
      </div>
    </section>
  );
}
