// Signs of the job scams reported across East and West Africa: fees asked of applicants, recruiters
// reachable only by phone or WhatsApp, free-mail addresses. A flag is a reason for a human to look,
// not a verdict: flagged jobs leave the public lists until a moderator clears them.

import { RISK_FLAGS, type RiskFlag } from "../../lib/job-values";

export interface JobText {
  title: string;
  company: string;
  description: string;
  requirements?: string[] | null;
  benefits?: string | null;
}

const FEE_KINDS =
  "registration|processing|application|admin|administration|administrative|medical|medicals|training|interview|" +
  "screening|pre-?selection|shortlisting|onboarding|placement|recruitment|booking|form|clearance|uniform|" +
  "enrol?ment|vetting|commitment|verification|documentation|accreditation|induction|orientation|" +
  "id card|badge|starter kit|kit|test|exam|examination";
const FR_FEE_KINDS =
  "dossiers?|inscription|formation|traitement|candidature|selection|pre-?selection|visite medicale|" +
  "examen medical|stage|recrutement|placement|enregistrement|participation|test|concours|entretien|" +
  "constitution|ouverture|adhesion|badge|tenue|uniforme|equipement|kit|visite|examen|depot";
const MONEY =
  "(?:ksh|kes|ngn|₦|ugx|ush|tzs|tsh|ghs|gh₵|zar|xof|xaf|f ?cfa|cfa|rwf|etb|birr|usd|us\\$|\\$|€|eur|[1-9])";

const FEE_PATTERNS: RegExp[] = [
  new RegExp(`\\b(?:${FEE_KINDS})\\s+(?:fees?|charges?|levy|deposit)\\b`),
  /\bpay(?:ing|ment)?\s+(?:for\s+)?(?:the\s+|your\s+|their\s+|his\s+|her\s+|my\s+|a\s+|an\s+)?(?:own\s+)?(?:training|medical|medicals|registration|uniform|interview|screening|processing|application|placement|onboarding|induction|starter kit|background check|visa|ticket|flight)\b/,
  /\b(?:pay|send|transfer|deposit|remit)\s+(?:a|an|the|your|this|that|our)?\s*(?:small\s+|one-?time\s+|once-?off\s+|token\s+|refundable\s+|non-?refundable\s+|security\s+)?(?:fee|fees|deposit)\b/,
  /\bpay(?:ment)?\s+(?:is\s+)?(?:required\s+)?(?:to|before)\s+(?:apply|applying|be\s+(?:shortlisted|considered|interviewed|registered|hired|employed|placed|selected)|secure|book|reserve|confirm|the interview|interview|training|deployment|start)/,
  /\b(?:non-?refundable|refundable)\s+(?:fee|fees|deposit|amount)\b/,
  new RegExp(`\\bfees?\\s*(?:of|:|is|=)?\\s*${MONEY}`),
  new RegExp(`\\bfrais\\s+(?:de\\s+|d'|du\\s+|des\\s+)\\s*(?:${FR_FEE_KINDS})\\b`),
  /\bfrais\s+(?:medicaux|administratifs|d'inscription|d'adhesion|d'enregistrement|d'entretien|d'examen)\b/,
  /\b(?:payer|payez|paye|verser|versez|regler|reglez)\s+(?:de\s+|des\s+|d'|la\s+|les\s+|une\s+|un\s+|vos\s+|votre\s+)?(?:somme|montant|frais|cotisation|caution|participation|inscription|formation|visite medicale|dossier)\b/,
  /\b(?:payer|payez|verser|versez)\b[^.!?\n]{0,40}\b(?:pour|afin de|avant)\s+(?:postuler|candidater|etre\s+(?:retenu|selectionne|recrute|embauche)|l'entretien|la formation|l'embauche|le recrutement)/,
  /\bcaution\s+(?:non\s+)?remboursable\b/,
  /\bada\s+ya\s+(?:usajili|maombi|mafunzo|usaili|fomu|matibabu|uchunguzi)\b/,
];

// Said just before the fee, these make it a promise that there is none.
const NEGATED_BEFORE =
  /\b(?:no|not|never|without|zero|free|waived?|don't|doesn't|won't|cannot|can't|nor|aucun|aucune|aucuns|pas|jamais|sans|gratuit|gratuite|gratuitement|ni|hakuna|bila)\b|\b(?:we|employer|company|organisation|organization|nous|l'employeur|l'entreprise)\s+(?:will\s+|shall\s+)?(?:pay|pays|cover|covers|provide|provides|fund|funds|sponsor|sponsors|reimburse|reimburses|prenons|prend|payons|paie|paye|couvrons|couvre|rembourse|remboursons)\b/;
// Said right after it, these say someone other than the applicant pays.
const NEGATED_AFTER =
  /^\s*(?::\s*(?:none|nil|n\/a|0|zero|free|aucun|neant)\b|(?:is\s+|are\s+|will\s+be\s+|est\s+|sont\s+|seront\s+|sera\s+)?(?:covered|waived|reimbursed|refunded|free|paid\s+by\s+(?:us|the\s+(?:employer|company|organi[sz]ation))|borne\s+by|pris(?:es?)?\s+en\s+charge|offerts?|rembourses?|gratuits?)\b)/;
// Fees that are the job's subject matter (a payments company's card fees), not the applicant's.
const SUBJECT_BEFORE =
  /\b(?:card|payment|payments|transaction|merchant|merchants|bank|banking|transfer|remittance|tuition|school|customer|customers|client|clients)\s*$/;

function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u2010-\u2015]/g, "-")
    .toLowerCase()
    .replace(/[ \t\u00a0]+/g, " ");
}

/** The fee language that asks the applicant to pay (at most `limit` passages). */
function feeLanguage(text: string, limit = 3): string[] {
  const found: string[] = [];
  for (const sentence of text.split(/[.!?;\n]+(?:\s|$)|\n/)) {
    for (const pattern of FEE_PATTERNS) {
      const global = new RegExp(pattern.source, "g");
      for (const match of sentence.matchAll(global)) {
        // A negation counts only close by: "No experience needed, but pay the registration fee" asks.
        const before = sentence.slice(0, match.index).split(" ").slice(-7).join(" ");
        const after = sentence.slice(match.index + match[0].length, match.index + match[0].length + 60);
        const negated = NEGATED_BEFORE.test(before + match[0]) || NEGATED_AFTER.test(after);
        if (!negated && !SUBJECT_BEFORE.test(before) && !found.includes(match[0].trim())) {
          found.push(match[0].trim());
          if (found.length >= limit) return found;
        }
      }
    }
  }
  return found;
}

const FREE_MAIL =
  /^(?:(?:gmail|googlemail|ymail|rocketmail|msn|icloud|me|mail|zohomail|tutanota|caramail|protonmail)\.com|(?:yahoo|hotmail|outlook|live|aol|gmx|yandex)\.[a-z.]+|protonmail\.ch|proton\.me|pm\.me|tuta\.io|mail\.ru|laposte\.net)$/;
const EMAIL = /[a-z0-9._%+-]+@((?:[a-z0-9-]+\.)+[a-z]{2,})/g;
// "amina [at] gmail [dot] com", "amina at gmail dot com": written so that scrapers miss them.
const HIDDEN_EMAIL =
  /[a-z0-9._%+-]+\s*(?:\[at\]|\(at\)|\sat\s)\s*((?:[a-z0-9-]+\s*(?:\[dot\]|\(dot\)|\sdot\s)\s*)+[a-z]{2,})\b/g;
const URL_PATTERN =
  /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|org|net|io|africa|co\.[a-z]{2}|gov\.[a-z]{2}|ac\.[a-z]{2})\//;
// International (+254 712 345 678, 00225 07 12 34 56) or African local (0712 345 678, 0803 123 4567).
const PHONE =
  /(?:^|[^\w+])(?:(?:\+|00)\d{1,3}[\s.-]?\(?\d{1,4}\)?(?:[\s.-]?\d{2,4}){2,4}|0[1-9]\d{1,3}(?:[\s.-]?\d{2,4}){2,3})(?!\w)/;
const CHAT_CONTACT =
  /\b(?:whatsapp|telegram)\s*(?:only|us|me|:|\(?\+?\d|number|line|no\b)|\b(?:apply|contact|reach|send|message|text|chat with|call|write|inbox|dm|sms)\s+(?:us\s+|me\s+|the recruiter\s+|hr\s+)?(?:your\s+cv\s+|cv\s+)?(?:via|on|through|by|at|to|using)\s+(?:whatsapp|telegram)\b|\b(?:contactez|ecrivez|envoyez|postulez|appelez)[^.!?\n]{0,30}\b(?:whatsapp|telegram)\b|\b(?:candidature|cv|contact)\s+(?:par|sur|via)\s+whatsapp\b/;

/** The addresses in the text (as written) with their domains. */
function emails(text: string): { address: string; domain: string }[] {
  const hidden = [...text.matchAll(HIDDEN_EMAIL)].map((match) => ({
    address: match[0].trim(),
    domain: match[1].replace(/\s*(?:\[dot\]|\(dot\)|\sdot\s)\s*/g, "."),
  }));
  return [...[...text.matchAll(EMAIL)].map((match) => ({ address: match[0], domain: match[1] })), ...hidden];
}

/** A flag with the words of the job (lower-cased, accents folded) that raised it. */
export interface RiskFlagMatch {
  flag: RiskFlag;
  words: string[];
}

/** The risk flags of a job's text with the words that raised them, in RISK_FLAGS order. */
export function riskFlagMatches(job: JobText): RiskFlagMatch[] {
  const text = normalize(
    [job.title, job.company, job.description, ...(job.requirements ?? []), job.benefits ?? ""].join("\n"),
  );
  const found = new Map<RiskFlag, string[]>();
  const fees = feeLanguage(text);
  if (fees.length > 0) found.set("fee-language", fees);
  const addresses = emails(text);
  const freeMail = addresses.filter(({ domain }) => FREE_MAIL.test(domain)).map(({ address }) => address);
  if (freeMail.length > 0) found.set("free-mail-contact", [...new Set(freeMail)].slice(0, 3));
  const byPhone = PHONE.exec(text)?.[0].trim() ?? CHAT_CONTACT.exec(text)?.[0].trim();
  if (byPhone && addresses.length === 0 && !URL_PATTERN.test(text))
    found.set("phone-only-contact", [byPhone]);
  return RISK_FLAGS.flatMap((flag) => (found.has(flag) ? [{ flag, words: found.get(flag)! }] : []));
}

/** The risk flags of a job's text, in RISK_FLAGS order. */
export function riskFlags(job: JobText): RiskFlag[] {
  return riskFlagMatches(job).map(({ flag }) => flag);
}
