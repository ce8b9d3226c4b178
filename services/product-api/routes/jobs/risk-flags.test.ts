import { generateJob } from "../../seed/generate";
import { riskFlags, type JobText } from "./risk-flags";

const job = (description: string, extra: Partial<JobText> = {}): JobText => ({
  title: "Warehouse Assistant",
  company: "Imaginary Widgets Ltd",
  description,
  requirements: ["Reliable"],
  benefits: null,
  ...extra,
});
const flagsOf = (description: string, extra?: Partial<JobText>) => riskFlags(job(description, extra));

describe("fee language", () => {
  it.each([
    "Shortlisted candidates pay a registration fee of KES 1,500 before the interview.",
    "A processing fee of 2000 naira is required.",
    "Application fee: NGN 5,000, paid through the link we send you.",
    "You will pay for training (two weeks) before you start.",
    "Successful applicants must pay for their own medical at our partner clinic.",
    "Medical fees are due on the day of the test.",
    "Pre-selection fee of 10,000 FCFA via Orange Money.",
    "Send the commitment fee to secure your slot.",
    "Pay a small refundable deposit for the uniform.",
    "Payment is required to be shortlisted.",
    "Frais de dossier : 10 000 FCFA à verser avant l'entretien.",
    "Les frais d’inscription s’élèvent à 5 000 FCFA.",
    "Frais de formation obligatoires pour tous les candidats retenus.",
    "Frais médicaux à la charge du candidat.",
    "Vous devez payer les frais avant le début du stage.",
    "Versez une caution remboursable de 20 000 FCFA.",
    "Ada ya usajili ni shilingi 2,000.",
    "No experience needed: after a short chat you pay the registration fee and start on Monday.",
  ])("flags %j", (text) => {
    expect(flagsOf(text)).toEqual(["fee-language"]);
  });

  it.each([
    "There is no application fee.",
    "We never charge a fee to apply, and neither should anyone else.",
    "Kazi and genuine employers never ask you to pay for training or a medical.",
    "Do not pay any registration fee to anyone claiming to represent us.",
    "We pay for your training and certification.",
    "The company covers medical fees for you and your family.",
    "Training fees are covered by the employer.",
    "Application fee: none.",
    "Aucun frais de dossier n'est demandé.",
    "Les frais de formation sont pris en charge par l'entreprise.",
    "Nous ne demandons jamais de frais d'inscription.",
    "Help merchants cut card processing fees and settle payments faster.",
    "Reconcile bank transfer fees and customer refunds every month.",
    "Hakuna ada ya usajili.",
    "Competitive pay, paid leave and a training budget.",
  ])("does not flag %j", (text) => {
    expect(flagsOf(text)).toEqual([]);
  });

  it("reads the requirements and benefits too", () => {
    expect(flagsOf("A good job.", { requirements: ["Able to pay the registration fee"] })).toEqual([
      "fee-language",
    ]);
    expect(flagsOf("A good job.", { benefits: "Training fee of $50 refunded after 3 months" })).toEqual([
      "fee-language",
    ]);
  });
});

describe("contact by phone or WhatsApp only", () => {
  it.each([
    "Call or WhatsApp 0712 345 678 to apply.",
    "Send your CV by WhatsApp: +254 712 345 678",
    "Interested? Apply via WhatsApp today.",
    "Contact: 0803 123 4567",
    "Pour postuler, envoyez votre CV par WhatsApp au +225 07 12 34 56 78.",
  ])("flags %j", (text) => {
    expect(flagsOf(text)).toEqual(["phone-only-contact"]);
  });

  it.each([
    "Send your CV to careers@baobablabs.example or call +254 712 345 678.",
    "Apply at https://careers.example.org/jobs/42 or WhatsApp 0712 345 678.",
    "Build chatbots on the WhatsApp Business API for our customers.",
    "Salary: KES 1 200 000 per year, reviewed in 2026.",
    "Support customers via WhatsApp, email and phone.",
  ])("does not flag %j", (text) => {
    expect(flagsOf(text)).toEqual([]);
  });
});

describe("free-mail contact", () => {
  it.each([
    "Send CVs to recruitment.kenya@gmail.com",
    "Email hr.jobs2025@yahoo.fr with your documents.",
    "Contact talent@outlook.com",
    "Write to amina.recruits [at] hotmail [dot] com",
    "CV à envoyer à recrutement.ci@proton.me",
  ])("flags %j", (text) => {
    expect(flagsOf(text)).toContain("free-mail-contact");
  });

  it("leaves company domains alone, and a company address is not phone-only", () => {
    expect(flagsOf("Send CVs to jobs@mail.safaricom.example or call 0712 345 678.")).toEqual([]);
    expect(flagsOf("Questions? hr@tembopay.co.ke")).toEqual([]);
  });

  it("names every flag that applies, in a fixed order", () => {
    expect(flagsOf("Pay the processing fee and email hr.desk@gmail.com, or call 0712 345 678.")).toEqual([
      "fee-language",
      "free-mail-contact",
    ]);
  });
});

describe("the demo jobs", () => {
  it("are clean, apart from one deliberate example in a hundred", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    const jobs = Array.from({ length: 2000 }, (_, i) => generateJob(i, now));
    const flagged = jobs.filter((seed) => riskFlags(seed).length > 0).map((seed) => seed.slug);
    expect(flagged).toEqual(Array.from({ length: 20 }, (_, i) => `seed-${i * 100 + 37}`));
    expect(jobs.every((seed) => seed.risk_flags.join() === riskFlags(seed).join())).toBe(true);
  });
});
