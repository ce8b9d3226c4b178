import type { Concept } from "./labels";

// What seekers call an internship in each language. A query naming one asks for the internship job
// type, not for the word: "stage" finds stages, not "at this stage" in an English description.
// Kenyan and Tanzanian ads say "mafunzo kwa vitendo" (practical training) or "attachment".
export const INTERNSHIP: Concept = {
  id: "internship",
  labels: {
    en: ["internship", "intern", "graduate trainee", "trainee", "industrial attachment", "attachment"],
    fr: ["stage", "stagiaire", "stage professionnel"],
    pt: ["estágio", "estagiário", "estagiária", "estágio profissional"],
    sw: ["mafunzo kwa vitendo", "mafunzo", "mwanafunzi wa mafunzo", "tarajali"],
    ar: ["تدريب", "متدرب", "متدربة", "برنامج تدريب", "تدريب عملي", "تدريب صيفي"],
  },
};
