import { type JobCardJob, packCard, unpackCard } from "./packed-cards";

const base: JobCardJob = {
  id: 7,
  title: "Data Analyst",
  company: "Kijani",
  location: "Nairobi, Kenya",
  jobType: "Full-time",
  description: "Numbers.",
};

describe("packed cards", () => {
  it.each<[string, JobCardJob]>([
    ["neither language nor badge", base],
    ["a language", { ...base, language: "sw" }],
    ["a verified employer", { ...base, verifiedEmployer: true }],
    ["both", { ...base, language: "fr", verifiedEmployer: true }],
  ])("give back the card they were made from, with %s", (_, card) => {
    expect(unpackCard(packCard(card))).toEqual(card);
  });

  it("carry no key names and nothing a card does not show", () => {
    const job = { ...base, verifiedEmployer: false, salary: "50000", requirements: "SQL" } as JobCardJob;
    const packed = packCard(job);
    expect(packed).toEqual([7, "Data Analyst", "Kijani", "Nairobi, Kenya", "Full-time", "Numbers."]);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(base).length - 50);
  });
});
