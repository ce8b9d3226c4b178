import type { Db } from "../db/client";
import { insertJob } from "../routes/jobs/jobs.queries";
import type { JobCreate } from "../routes/jobs/jobs.schemas";

const DAY = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export function jobInput(overrides: Partial<JobCreate> = {}): JobCreate {
  return {
    title: "Customer Support Associate",
    company: "Imaginary Widgets Ltd",
    location: "Kigali, Rwanda",
    countryCode: "RW",
    jobType: "Full-time",
    remoteOption: 0,
    experienceLevel: "Junior",
    category: "sales",
    description: "Help our customers by phone and chat, and keep clear notes of every conversation.",
    requirements: ["Friendly and patient", "Good written English"],
    salaryMin: 6000,
    salaryMax: 9000,
    benefits: "Health insurance.",
    datePosted: daysFromNow(-3),
    deadline: daysFromNow(30),
    language: "en",
    ...overrides,
  };
}

export const insertTestJob = (db: Db, overrides: Partial<JobCreate> = {}) =>
  insertJob(db, jobInput(overrides));
