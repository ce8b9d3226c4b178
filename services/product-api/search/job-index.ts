import { JOB_LANGUAGES, type JobLanguage } from "../lib/job-values";
import { compactPostings, Dictionary, grow, Postings, PostingsLog } from "./postings";
import { categoryNames, placeNames } from "./other-names";
import { queryTerms, termsOfWord, words, type QueryTerm } from "./text";
import { TypoDictionary } from "./typos";
import { INTERNSHIP } from "./vocabulary/internship-words";
import { isLinkingWord, labelKey, labelMatcher } from "./vocabulary/labels";
import { OCCUPATIONS } from "./vocabulary/occupations";

// An in-memory index of the jobs, built from the database (the source of truth) by job-search.ts.
// It answers a search with the page's job ids, the exact total and the facet counts in one pass
// over the matches, in a few milliseconds at 100,000 jobs: PostgreSQL full-text search needs tens
// of milliseconds for a broad word and more for counting facets (README, "Search").

export interface IndexedJob {
  id: number;
  title: string;
  company: string;
  location: string;
  countryCode: string;
  jobType: string;
  remoteOption: number;
  experienceLevel: string | null;
  category: string | null;
  requirements: string[];
  description: string;
  salaryMin: number | null;
  salaryMax: number | null;
  datePosted: Date;
  deadline: Date | null;
  /** From a verified employer. */
  verified: boolean;
  /** The language the job is written in: its words are stemmed in it. */
  language: JobLanguage;
}

/** A searched word or phrase; phrases are resolved to job ids by the caller (PostgreSQL). */
export interface QueryClause {
  words: string[];
  /** Match every indexed term that starts with the (single) word. */
  prefix: boolean;
}

export interface TextQuery {
  /** Every group must match; a group matches when any of its clauses does (a or b). */
  groups: QueryClause[][];
  negatives: QueryClause[];
}

interface SearchFilters {
  country?: string[];
  city?: string[];
  jobType?: string[];
  remoteOption?: number[];
  experienceLevel?: string[];
  category?: string[];
  minSalary?: number;
  /** Epoch ms: only jobs posted at or after it. */
  postedSince?: number;
  /** Only jobs from verified employers. */
  verified?: boolean;
  language?: JobLanguage[];
}

export interface SearchRequest {
  text: TextQuery | null;
  /** Job ids of each phrase clause of `text`. */
  phrases?: Map<QueryClause, number[]>;
  filters: SearchFilters;
  sort: "relevance" | "newest";
  /** Without a text query: jobs in this language first, then the others, each newest first. */
  readerLanguage?: JobLanguage;
  offset: number;
  limit: number;
  facets?: { salarySteps: readonly number[]; postedPeriods: readonly (readonly [string, number])[] };
  now: number;
}

interface FacetValue {
  value: string;
  count: number;
}

export type IndexFacets = Record<
  | "country"
  | "jobType"
  | "remoteOption"
  | "experienceLevel"
  | "category"
  | "minSalary"
  | "postedWithin"
  | "language",
  FacetValue[]
> & { city: (FacetValue & { country: string })[]; verified: number };

export interface SearchResult {
  ids: number[];
  total: number;
  facets?: IndexFacets;
  /** Words of the query found nowhere as typed, each with the word of titles and skills searched instead. */
  corrections?: [typed: string, meant: string][];
}

// Weight of a term by the field it occurs in (as setweight A-D in the jobs table's search vector).
const TITLE = 10;
const COMPANY = 4;
const DETAILS = 2;
const DESCRIPTION = 1;
const PHRASE = 12;
// A searched word's weight in a job is its field weight times how it matched (README, "Search"): as
// typed, a stem or a completion of it, with a typo (titles and skills only). A role named in the
// query that a job's title names in any language (occupations.ts) weighs a title match as typed,
// less than any match of the words themselves there.
const AS_TYPED = 4;
const STEMMED = 3;
const TYPO = 2;
const ROLE = TITLE;
/** A narrower role's postings for its broader one: frontend developers for "developer", after developers. */
const BROADER_ROLE = ROLE / 2;
// A job in the seeker's language goes before an equal match in another.
const READER_LANGUAGE = 5;

const OCCUPATION_LABELS = labelMatcher(OCCUPATIONS);
const INTERNSHIP_WORDS = labelMatcher([INTERNSHIP]);
const INTERNSHIP_TITLES = JOB_LANGUAGES.map((language) =>
  labelMatcher([{ id: INTERNSHIP.id, labels: { [language]: INTERNSHIP.labels[language] } }]),
);
const VOCABULARY_WORDS = [...OCCUPATIONS, INTERNSHIP].flatMap((concept) =>
  Object.values(concept.labels).flat(),
);
/** The vocabulary's words, to read a role through a typo ("receptioniste", "mbunifu wa michiro"). */
const VOCABULARY_TYPOS = new TypoDictionary();
for (const label of VOCABULARY_WORDS) for (const word of words(label)) VOCABULARY_TYPOS.add(word);
const roleTerm = (id: string) => `@role:${id}`;
const INTERNSHIP_TERM = "@internship";
const REMOTE_TERM = "@remote";
/** A remote job for a place's name: open to seekers there, after the jobs that are there. */
const REMOTE_FOR_PLACE = DETAILS;

const NONE = 0xffff;
const ASCII_TEXT = /^[\x00-\x7f]*$/;
const NOT_WORD = /[^\p{L}\p{N}\p{M}+#.\-_/@]+/u;
const REMOTE_VALUES = ["onsite", "hybrid", "remote"];
// Ranks below 2^20 and scores below 2^32 pack into one exactly representable number.
const RANK_SPAN = 2 ** 20;

export class JobIndex {
  private termIds = new Map<string, number>();
  private postings: Postings[] = [];
  /** While loading in bulk: the postings of the jobs added, until compact() sorts them into lists. */
  private log: PostingsLog | null;
  /** Term ids of each word seen (its own, its stem's, its parts'), per language (stems differ). */
  private wordTerms = JOB_LANGUAGES.map(() => new Map<string, number[]>());
  // Scratch space of add(): per term, the field it was last seen in and its weight in the job.
  private fieldStamp = 0;
  private termStamp = new Int32Array(1024);
  private termWeight = new Int32Array(1024);
  private touched: number[] = [];
  /** Merged postings of words and prefixes already asked for; emptied by any change. */
  private mergedCache = new Map<string, Posting>();
  /** inTitles() of the merged lists above, as long as they are kept. */
  private titleOnly = new WeakMap<Posting, Posting>();
  private sortedTerms: string[] | null = null;
  private typos = new TypoDictionary();
  /** Words of the places jobs are in, in every language indexed (a remote job answers them too). */
  private placeWords = new Set<string>();
  private seenTexts = new Set<string>();
  private titleCache = new Map<string, number[]>();
  private docOf = new Map<number, number>();
  private size = 0;
  private live = 0;
  private jobId = new Int32Array(1024);
  private alive = new Uint8Array(1024);
  private posted = new Float64Array(1024);
  private deadline = new Float64Array(1024);
  private salary = new Int32Array(1024);
  private country = new Uint16Array(1024);
  private city = new Uint16Array(1024);
  private jobType = new Uint16Array(1024);
  private remote = new Uint8Array(1024);
  private level = new Uint16Array(1024);
  private category = new Uint16Array(1024);
  private verified = new Uint8Array(1024);
  /** Index into JOB_LANGUAGES. */
  private language = new Uint8Array(1024);
  private countries = new Dictionary();
  private cities = new Dictionary();
  private cityCountry: string[] = [];
  private jobTypes = new Dictionary();
  private levels = new Dictionary();
  private categories = new Dictionary();
  /** Docs newest first, and each doc's place in that order; rebuilt after changes. */
  private order: Int32Array | null = null;
  // Scratch space of match(), reused by every search (searches run one at a time, synchronously).
  private allDocs = new Uint32Array(0);
  private score = new Float64Array(0);
  private mark = new Uint8Array(0);
  private rank = new Int32Array(0);
  /** Scratch space of merge(): each doc's best weight so far, zero between merges. */
  private best = new Uint8Array(0);

  /** `bulk`: for a load of many jobs into an empty index, which compact() then makes searchable. */
  constructor({ bulk = false }: { bulk?: boolean } = {}) {
    this.log = bulk ? new PostingsLog() : null;
    // A typo of a role no open job has is still a role: "graphsite" is "graphiste".
    for (const label of VOCABULARY_WORDS) this.addTypoWords(label);
  }

  /** Adds a job, replacing the version indexed before. */
  add(job: IndexedJob) {
    this.remove(job.id);
    const doc = this.size++;
    this.ensureCapacity(this.size);
    this.docOf.set(job.id, doc);
    this.live++;
    this.changed();
    this.jobId[doc] = job.id;
    this.alive[doc] = 1;
    this.posted[doc] = job.datePosted.getTime();
    this.deadline[doc] = job.deadline ? job.deadline.getTime() : Infinity;
    this.salary[doc] = job.salaryMax ?? job.salaryMin ?? -1;
    this.country[doc] = job.countryCode ? this.countries.id(job.countryCode.toUpperCase()) : NONE;
    const city = job.remoteOption === 2 ? "" : (job.location.split(",")[0]?.trim() ?? "");
    this.city[doc] = city ? this.cities.id(city) : NONE;
    if (city && this.cityCountry[this.city[doc]] === undefined)
      this.cityCountry[this.city[doc]] = job.countryCode.toUpperCase();
    this.jobType[doc] = this.jobTypes.id(job.jobType);
    this.remote[doc] = job.remoteOption;
    this.level[doc] = job.experienceLevel ? this.levels.id(job.experienceLevel) : NONE;
    this.category[doc] = job.category ? this.categories.id(job.category) : NONE;
    this.verified[doc] = job.verified ? 1 : 0;
    const language = Math.max(0, JOB_LANGUAGES.indexOf(job.language));
    this.language[doc] = language;

    // Each term's weight in this job: the sum of the weights of the fields it occurs in.
    this.addField(job.title, TITLE, language);
    this.addField(job.company, COMPANY, language);
    const places = job.remoteOption === 2 ? "" : placeNames(job.location, job.countryCode);
    if (job.remoteOption === 2) this.addTerm(this.termId(REMOTE_TERM), REMOTE_FOR_PLACE);
    else if (this.firstTime(`${job.location}\u0000${places}`))
      for (const word of words(`${job.location} ${places}`))
        if (word.length > 2 && !isLinkingWord(word)) this.placeWords.add(word);
    const category = job.category ? categoryNames(job.category) : "";
    this.addField(
      `${job.location} ${places} ${category} ${job.jobType} ${job.requirements.join(" ")}`,
      DETAILS,
      language,
    );
    this.addField(job.description, DESCRIPTION, language);
    // The roles its title names, and internships by their type, whatever words they are written in.
    const roles = this.titleTerms(job.title, language);
    for (let i = 0; i < roles.length; i += 2) this.addTerm(roles[i], roles[i + 1]);
    if (job.jobType === "Internship") this.addTerm(this.termId(INTERNSHIP_TERM), ROLE);
    for (const text of [job.title, ...job.requirements]) if (this.firstTime(text)) this.addTypoWords(text);
    const { touched, termWeight, postings, log } = this;
    for (let i = 0; i < touched.length; i++) {
      const term = touched[i];
      if (log) log.push(term, termWeight[term]);
      else postings[term].push(doc, termWeight[term]);
      termWeight[term] = 0;
    }
    touched.length = 0;
    log?.endDoc(doc);
  }

  /** Adds a field's terms (once each, however often they occur) to the job's term weights. */
  private addField(text: string, weight: number, language: number) {
    const stamp = ++this.fieldStamp;
    const wordTerms = this.wordTerms[language];
    for (const word of words(text)) {
      let ids = wordTerms.get(word);
      if (ids === undefined) {
        ids = termsOfWord(word, JOB_LANGUAGES[language]).map((term) => this.termId(term));
        if (wordTerms.size < 500_000) wordTerms.set(word, ids);
      }
      for (let i = 0; i < ids.length; i++) {
        const term = ids[i];
        if (this.termStamp[term] === stamp) continue;
        this.termStamp[term] = stamp;
        if (this.termWeight[term] === 0) this.touched.push(term);
        this.termWeight[term] += weight;
      }
    }
  }

  private addTerm(id: number, weight: number) {
    if (this.termWeight[id] === 0) this.touched.push(id);
    this.termWeight[id] = Math.max(this.termWeight[id], weight);
  }

  /** The role terms a title gives (id, weight, id, weight …): computed once per title and language. */
  private titleTerms(title: string, language: number): number[] {
    const key = `${language}\u0000${title}`;
    let terms = this.titleCache.get(key);
    if (terms === undefined) {
      terms = [];
      const keys = words(title).map(labelKey);
      for (const span of OCCUPATION_LABELS.spans(keys)) {
        for (const id of span.ids) terms.push(this.termId(roleTerm(id)), ROLE);
        for (const id of span.broader) terms.push(this.termId(roleTerm(id)), BROADER_ROLE);
      }
      // A title calling the job an internship in its own language ("Stage – …"), whatever its type.
      if (INTERNSHIP_TITLES[language].spans(keys).length > 0) terms.push(this.termId(INTERNSHIP_TERM), ROLE);
      if (this.titleCache.size < 200_000) this.titleCache.set(key, terms);
    }
    return terms;
  }

  /**
   * Whether a title, requirement or place is read for the first time: the typo dictionary and the
   * place words take each text once (a word's count is then the texts it is in), and keep what a
   * removed job brought (a word it brought is still a word).
   */
  private firstTime(text: string): boolean {
    if (this.seenTexts.has(text)) return false;
    if (this.seenTexts.size < 500_000) this.seenTexts.add(text);
    return true;
  }

  /** The words a query's typo may have meant, each shown as the text writes it ("gráfico"). */
  private addTypoWords(text: string) {
    const written = ASCII_TEXT.test(text) ? null : text.toLowerCase().split(NOT_WORD);
    for (const word of words(text)) {
      const display = written?.find((raw) => raw.length >= word.length && words(raw)[0] === word);
      this.typos.add(word, display ?? word);
    }
  }

  private termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.postings.length;
      this.termIds.set(term, id);
      this.postings.push(new Postings());
      this.termStamp = grow(this.termStamp, id + 1);
      this.termWeight = grow(this.termWeight, id + 1);
      this.sortedTerms = null;
    }
    return id;
  }

  remove(id: number) {
    const doc = this.docOf.get(id);
    if (doc === undefined) return;
    this.docOf.delete(id);
    this.alive[doc] = 0;
    this.live--;
    this.changed();
  }

  private changed() {
    this.order = null;
    if (this.mergedCache.size) this.mergedCache.clear();
  }

  /** Puts every postings list, without spare room, in two shared buffers; call after a bulk load. */
  compact() {
    compactPostings(this.postings, this.log ?? undefined);
    this.log = null;
  }

  /** Sizes, for the timings script. */
  stats() {
    if (this.log) this.compact();
    let postings = 0;
    for (const p of this.postings) postings += p.length;
    return { jobs: this.live, terms: this.postings.length, postings };
  }

  search(request: SearchRequest): SearchResult {
    if (this.log) this.compact();
    const { now, filters } = request;
    const { candidates, score, corrections } = this.match(request);
    const rank = this.ranks();
    // Locals, not this.x, inside the loop: an object with this many fields keeps them in a
    // dictionary, and a lookup per field per job would cost more than the rest of the loop.
    const { alive, deadline, country, city, jobType, remote, level, category, salary, posted, verified } =
      this;
    const { language } = this;

    // Allowed values as lookup tables (1 = allowed), or null when the filter is not set.
    const allowCountry = this.allowed(this.countries, filters.country);
    const allowCity = this.allowed(this.cities, filters.city);
    const allowType = this.allowed(this.jobTypes, filters.jobType);
    const allowLevel = this.allowed(this.levels, filters.experienceLevel);
    const allowCategory = this.allowed(this.categories, filters.category);
    let allowRemote: Uint8Array | null = null;
    if (filters.remoteOption?.length) {
      allowRemote = new Uint8Array(3);
      for (const option of filters.remoteOption) allowRemote[option] = 1;
    }
    let allowLanguage: Uint8Array | null = null;
    if (filters.language?.length) {
      allowLanguage = new Uint8Array(JOB_LANGUAGES.length);
      for (const value of filters.language) allowLanguage[JOB_LANGUAGES.indexOf(value)] = 1;
    }
    const minSalary = filters.minSalary ?? null;
    const postedSince = filters.postedSince ?? null;
    const verifiedOnly = filters.verified === true;

    const spec = request.facets;
    const counting = spec !== undefined;
    const counts = this.emptyCounts(spec);
    const { country: cCountry, city: cCity, jobType: cType, remote: cRemote } = counts;
    const {
      level: cLevel,
      category: cCategory,
      salary: cSalary,
      posted: cPosted,
      language: cLanguage,
    } = counts;
    let cVerified = 0;
    const salarySteps = Float64Array.from(spec?.salarySteps ?? []);
    const periodStarts = Float64Array.from(spec?.postedPeriods ?? [], ([, ms]) => now - ms);
    const useRelevance = request.sort === "relevance" && score !== null;
    // Browsing: the reader's language counts above any date, as a score of 1 would (ranks < RANK_SPAN).
    const preferred = request.readerLanguage ? JOB_LANGUAGES.indexOf(request.readerLanguage) : -1;
    const languageBonus = score === null ? 1 : READER_LANGUAGE;
    const keys = new Float64Array(candidates.length);
    let total = 0;

    for (let i = 0; i < candidates.length; i++) {
      const doc = candidates[i];
      // lib/job-open.ts's rule on the index's arrays (no deadline is Infinity).
      if (alive[doc] === 0 || deadline[doc] <= now) continue;
      // The one filter it fails (0-9), -1 for none, -2 for more than one: a job failing one filter
      // still counts towards that filter's facet (what choosing another option would give).
      let failed = -1;
      if (allowCountry !== null && allowCountry[country[doc]] !== 1) failed = 0;
      if (allowCity !== null && allowCity[city[doc]] !== 1) failed = failed === -1 ? 1 : -2;
      if (allowType !== null && allowType[jobType[doc]] !== 1) failed = failed === -1 ? 2 : -2;
      if (allowRemote !== null && allowRemote[remote[doc]] !== 1) failed = failed === -1 ? 3 : -2;
      if (allowLevel !== null && allowLevel[level[doc]] !== 1) failed = failed === -1 ? 4 : -2;
      if (allowCategory !== null && allowCategory[category[doc]] !== 1) failed = failed === -1 ? 5 : -2;
      if (minSalary !== null && salary[doc] < minSalary) failed = failed === -1 ? 6 : -2;
      if (postedSince !== null && posted[doc] < postedSince) failed = failed === -1 ? 7 : -2;
      if (verifiedOnly && verified[doc] === 0) failed = failed === -1 ? 8 : -2;
      if (allowLanguage !== null && allowLanguage[language[doc]] !== 1) failed = failed === -1 ? 9 : -2;
      if (failed === -2) continue;
      if (counting) {
        const all = failed === -1;
        if ((all || failed === 0) && country[doc] !== NONE) cCountry[country[doc]]++;
        if ((all || failed === 1) && city[doc] !== NONE) cCity[city[doc]]++;
        if (all || failed === 2) cType[jobType[doc]]++;
        if (all || failed === 3) cRemote[remote[doc]]++;
        if ((all || failed === 4) && level[doc] !== NONE) cLevel[level[doc]]++;
        if ((all || failed === 5) && category[doc] !== NONE) cCategory[category[doc]]++;
        // Salary and date steps are cumulative: count each job once, in the highest step it
        // reaches (steps ascending, periods from the shortest), and add up at the end.
        if (all || failed === 6) {
          let step = -1;
          while (step + 1 < salarySteps.length && salary[doc] >= salarySteps[step + 1]) step++;
          if (step >= 0) cSalary[step]++;
        }
        if (all || failed === 7) {
          let period = 0;
          while (period < periodStarts.length && posted[doc] < periodStarts[period]) period++;
          if (period < periodStarts.length) cPosted[period]++;
        }
        if ((all || failed === 8) && verified[doc] === 1) cVerified++;
        if (all || failed === 9) cLanguage[language[doc]]++;
      }
      if (failed === -1) {
        const bonus = language[doc] === preferred ? languageBonus : 0;
        const first = useRelevance ? score[doc] + bonus : score === null ? bonus : 0;
        keys[total++] = first * RANK_SPAN + (RANK_SPAN - 1 - rank[doc]);
      }
    }

    const wanted = Math.min(total, request.offset + request.limit);
    const top = topKeys(keys.subarray(0, total), wanted).slice(request.offset);
    const order = this.order!;
    const ids = Array.from(top, (k) => this.jobId[order[RANK_SPAN - 1 - (k % RANK_SPAN)]]);
    for (let i = cSalary.length - 2; i >= 0; i--) cSalary[i] += cSalary[i + 1];
    for (let i = 1; i < cPosted.length; i++) cPosted[i] += cPosted[i - 1];
    return {
      ids,
      total,
      ...(spec ? { facets: { ...this.toFacets(counts, spec), verified: cVerified } } : {}),
      ...(corrections.length > 0 ? { corrections } : {}),
    };
  }

  // ---- matching ----

  /** Candidate docs of the text query (every doc without one), ascending, and their scores. */
  private match({ text, phrases }: SearchRequest): {
    candidates: Uint32Array;
    score: Float64Array | null;
    corrections: [string, string][];
  } {
    if (!text || text.groups.length === 0) {
      if (this.allDocs.length !== this.size)
        this.allDocs = Uint32Array.from({ length: this.size }, (_, i) => i);
      return {
        candidates: text ? this.without(this.allDocs, text.negatives, phrases) : this.allDocs,
        score: null,
        corrections: [],
      };
    }
    if (this.score.length < this.size) {
      this.score = new Float64Array(this.size * 1.25);
      this.mark = new Uint8Array(this.size * 1.25);
    }
    const { score, mark } = this;
    // The rarest group first: its docs are the only candidates, which the other groups then narrow.
    const { groups: resolved, corrections } = this.resolve(text.groups, phrases);
    const groups = resolved
      .map((lists) => ({ lists, volume: lists.reduce((n, list) => n + list.length, 0) }))
      .sort((x, y) => x.volume - y.volume);

    let candidates: Uint32Array;
    if (groups[0].lists.length === 1) {
      const [list] = groups[0].lists;
      candidates = list.docs.slice(0, list.length);
      for (let i = 0; i < list.length; i++) score[list.docs[i]] = list.weights[i];
    } else {
      const first: number[] = [];
      for (const list of groups[0].lists)
        for (let i = 0; i < list.length; i++) {
          const doc = list.docs[i];
          if (mark[doc] === 0) {
            mark[doc] = 1;
            score[doc] = 0;
            first.push(doc);
          }
          score[doc] += list.weights[i];
        }
      for (const doc of first) mark[doc] = 0;
      candidates = Uint32Array.from(first).sort();
    }

    for (let g = 1; g < groups.length && candidates.length > 0; g++) {
      const { lists, volume } = groups[g];
      const kept = new Uint32Array(candidates.length);
      let count = 0;
      if (volume > candidates.length * 16) {
        // Few candidates, long lists: look each candidate up (the lists are ascending).
        const from = new Int32Array(lists.length);
        for (const doc of candidates) {
          let found = false;
          for (let l = 0; l < lists.length; l++) {
            const at = lowerBound(lists[l], doc, from[l]);
            from[l] = at;
            if (at < lists[l].length && lists[l].docs[at] === doc) {
              found = true;
              score[doc] += lists[l].weights[at];
            }
          }
          if (found) kept[count++] = doc;
        }
      } else {
        for (const doc of candidates) mark[doc] = 1;
        for (const list of lists)
          for (let i = 0; i < list.length; i++) {
            const doc = list.docs[i];
            if (mark[doc] !== 0) {
              mark[doc] = 2;
              score[doc] += list.weights[i];
            }
          }
        for (const doc of candidates) {
          if (mark[doc] === 2) kept[count++] = doc;
          mark[doc] = 0;
        }
      }
      candidates = kept.subarray(0, count);
    }
    return { candidates: this.without(candidates, text.negatives, phrases), score, corrections };
  }

  /**
   * The postings of each group of a query, once its words are read as a seeker means them: a word
   * found nowhere as typed by its typos in titles and skills; internship words ("stage", "mafunzo kwa
   * vitendo") as the internship type, not as words; and a role named in any language (a run of
   * single words, in any order) also by the postings whose titles name that role.
   */
  private resolve(
    groups: QueryClause[][],
    phrases?: Map<QueryClause, number[]>,
  ): { groups: Posting[][]; corrections: [string, string][] } {
    const lists = groups.map((group) => group.flatMap((clause) => this.postingsOf(clause, phrases)));
    // labelKey of each group that is one word, else null: runs of them are where roles are looked for.
    const keys = groups.map((group) =>
      group.length === 1 && group[0].words.length === 1 ? labelKey(group[0].words[0]) : null,
    );
    const corrections: [string, string][] = [];
    const typoGroups = new Set<number>();
    groups.forEach((group, g) => {
      const key = keys[g];
      if (key === null || lists[g].some((list) => list.length > 0)) return;
      if (OCCUPATION_LABELS.knows(key) || INTERNSHIP_WORDS.knows(key)) return;
      const [word] = group[0].words;
      const near = this.typos.near(word);
      if (near.length === 0) return;
      lists[g] = [
        this.typoPostings(
          word,
          near.map((n) => n.word),
        ),
      ];
      typoGroups.add(g);
      corrections.push([word, near[0].display]);
      keys[g] = labelKey(near[0].word);
    });

    // Roles are read through typos too, even where a word's stem found something ("receptioniste").
    groups.forEach((group, g) => {
      const key = keys[g];
      if (key === null || OCCUPATION_LABELS.knows(key) || INTERNSHIP_WORDS.knows(key)) return;
      const [near] = VOCABULARY_TYPOS.near(key);
      if (near) keys[g] = labelKey(near.word);
    });

    const remote = this.postingsOfTerms([REMOTE_TERM]);
    groups.forEach((group, g) => {
      if (keys[g] !== null && this.placeWords.has(group[0].words[0])) lists[g].push(...remote);
    });

    const dropped = new Set<number>();
    for (let start = 0; start < keys.length; start++) {
      if (keys[start] === null) continue;
      let end = start;
      while (end < keys.length && keys[end] !== null) end++;
      const run = keys.slice(start, end) as string[];
      // Internship words first: what is left of the run may still name a role ("stage graphiste").
      const internship = new Set<number>();
      for (const span of INTERNSHIP_WORDS.spans(run)) {
        lists[start + span.start] = this.postingsOfTerms([INTERNSHIP_TERM]);
        for (let i = span.start; i < span.end; i++) internship.add(i);
        for (let i = span.start + 1; i < span.end; i++) dropped.add(start + i);
      }
      for (let part = 0; part < run.length; part++) {
        if (internship.has(part)) continue;
        let partEnd = part;
        while (partEnd < run.length && !internship.has(partEnd)) partEnd++;
        for (const span of OCCUPATION_LABELS.spans(run.slice(part, partEnd))) {
          const roles = this.mergedTerms(
            `@${span.ids.join(" ")}`,
            span.ids.map((id) => ({ term: roleTerm(id) })),
            () => 1,
          );
          for (let i = span.start; i < span.end; i++) {
            // A role's words outside a title ("Great teacher and presenter", "drivers of growth")
            // are not the role.
            const g = start + part + i;
            const title = TITLE * (typoGroups.has(g) ? TYPO : STEMMED);
            lists[g] = lists[g].map((list) => this.inTitles(list, title));
            lists[g].push(roles);
          }
        }
        part = partEnd;
      }
      start = end;
    }
    return { groups: lists.filter((_, g) => !dropped.has(g)), corrections };
  }

  private without(docs: Uint32Array, negatives: QueryClause[], phrases?: Map<QueryClause, number[]>) {
    if (negatives.length === 0) return docs;
    const lists = negatives.flatMap((clause) => this.postingsOf(clause, phrases));
    const from = new Int32Array(lists.length);
    const kept = new Uint32Array(docs.length);
    let count = 0;
    for (const doc of docs) {
      let excluded = false;
      for (let l = 0; l < lists.length && !excluded; l++) {
        const at = (from[l] = lowerBound(lists[l], doc, from[l]));
        excluded = at < lists[l].length && lists[l].docs[at] === doc;
      }
      if (!excluded) kept[count++] = doc;
    }
    return kept.subarray(0, count);
  }

  /** The postings a clause matches: its terms, a prefix's terms, or a phrase's docs. */
  private postingsOf(clause: QueryClause, phrases?: Map<QueryClause, number[]>): Posting[] {
    if (clause.words.length > 1) {
      const ids = phrases?.get(clause) ?? [];
      const docs = ids.map((id) => this.docOf.get(id)).filter((d): d is number => d !== undefined);
      docs.sort((a, b) => a - b);
      return [
        {
          docs: Uint32Array.from(docs),
          weights: new Uint8Array(docs.length).fill(PHRASE * AS_TYPED),
          length: docs.length,
        },
      ];
    }
    // A word stands for itself and its stems, a prefix for up to hundreds of words: their lists are
    // merged once (the best weight per doc, by how each matched) and kept until the index changes.
    const [word] = clause.words;
    const terms = queryTerms(word);
    const completions = clause.prefix ? this.termsStartingWith(word).map((term) => ({ term })) : [];
    return [
      this.mergedTerms(clause.prefix ? `${word}*` : word, [...terms, ...completions], (term) =>
        term === word ? AS_TYPED : STEMMED,
      ),
    ];
  }

  /** A word's list, of the jobs with it in their titles only (`weight`: a title's at least). */
  private inTitles(list: Posting, weight: number): Posting {
    let found = this.titleOnly.get(list);
    if (!found) this.titleOnly.set(list, (found = atLeast(list, weight)));
    return found;
  }

  /** The docs of the words a typo may have meant, in titles and skills (DETAILS) only. */
  private typoPostings(word: string, meant: string[]): Posting {
    return this.mergedTerms(
      `~${word}`,
      meant.map((term) => ({ term })),
      () => TYPO,
      DETAILS,
    );
  }

  /** The union of terms' postings, each weight times its term's factor; only weights ≥ minWeight. */
  private mergedTerms(
    cacheKey: string,
    terms: QueryTerm[],
    factor: (term: string) => number,
    minWeight = 0,
  ): Posting {
    let merged = this.mergedCache.get(cacheKey);
    if (!merged) {
      const found = terms.filter(({ term }) => this.termIds.has(term));
      merged = this.merge(
        found.map(({ term }) => this.postings[this.termIds.get(term)!]),
        found.map(({ term }) => factor(term)),
        found.map(({ language }) => (language ? JOB_LANGUAGES.indexOf(language) : -1)),
        minWeight,
      );
      if (this.mergedCache.size >= 5000) this.mergedCache.clear();
      this.mergedCache.set(cacheKey, merged);
    }
    return merged;
  }

  private postingsOfTerms(terms: string[]): Posting[] {
    const found: Posting[] = [];
    for (const term of terms) {
      const id = this.termIds.get(term);
      if (id !== undefined) found.push(this.postings[id]);
    }
    return found;
  }

  /** Each list's weights times its factor, of its language's docs only (-1: all), the best per doc. */
  private merge(lists: Posting[], factors: number[], languages: number[], minWeight: number): Posting {
    // One whole list as it is: a scaled copy, without a pass over every doc.
    if (lists.length === 1 && languages[0] === -1 && minWeight === 0) {
      const [list] = lists;
      const weights = new Uint8Array(list.length);
      for (let i = 0; i < list.length; i++) weights[i] = list.weights[i] * factors[0];
      return { docs: list.docs.subarray(0, list.length), weights, length: list.length };
    }
    if (this.best.length < this.size) this.best = new Uint8Array(this.size * 1.25);
    const { best, language } = this;
    let total = 0;
    for (const list of lists) total += list.length;
    const seen = new Uint32Array(total);
    let count = 0;
    for (let l = 0; l < lists.length; l++) {
      const list = lists[l];
      const factor = factors[l];
      const only = languages[l];
      for (let i = 0; i < list.length; i++) {
        if (list.weights[i] < minWeight) continue;
        const doc = list.docs[i];
        if (only !== -1 && language[doc] !== only) continue;
        const weight = list.weights[i] * factor;
        if (best[doc] === 0) seen[count++] = doc;
        if (weight > best[doc]) best[doc] = weight;
      }
    }
    // The docs in order: sorting the few found beats a pass over every doc, up to an eighth of them.
    const docs = new Uint32Array(count);
    if (count * 8 < this.size) docs.set(seen.subarray(0, count).sort());
    else for (let doc = 0, at = 0; doc < this.size; doc++) if (best[doc] !== 0) docs[at++] = doc;
    const weights = new Uint8Array(count);
    for (let i = 0; i < count; i++) {
      weights[i] = best[docs[i]];
      best[docs[i]] = 0;
    }
    return { docs, weights, length: count };
  }

  private termsStartingWith(prefix: string): string[] {
    const sorted = (this.sortedTerms ??= [...this.termIds.keys()].sort());
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i++) found.push(sorted[i]);
    return found;
  }

  // ---- facets ----

  private allowed(dictionary: Dictionary, values?: string[]): Uint8Array | null {
    if (!values?.length) return null;
    const table = new Uint8Array(NONE + 1);
    for (const value of values) {
      const id = dictionary.find(value);
      if (id !== undefined) table[id] = 1;
    }
    return table;
  }

  private emptyCounts(spec: SearchRequest["facets"]) {
    return {
      country: new Uint32Array(this.countries.values.length),
      city: new Uint32Array(this.cities.values.length),
      jobType: new Uint32Array(this.jobTypes.values.length),
      remote: new Uint32Array(3),
      level: new Uint32Array(this.levels.values.length),
      category: new Uint32Array(this.categories.values.length),
      salary: new Uint32Array(spec?.salarySteps.length ?? 0),
      posted: new Uint32Array(spec?.postedPeriods.length ?? 0),
      language: new Uint32Array(JOB_LANGUAGES.length),
    };
  }

  private toFacets(
    counts: ReturnType<JobIndex["emptyCounts"]>,
    spec: NonNullable<SearchRequest["facets"]>,
  ): Omit<IndexFacets, "verified"> {
    const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.value.localeCompare(b.value);
    const list = (dictionary: Dictionary, values: Uint32Array) =>
      [...values]
        .map((count, id) => ({ value: dictionary.values[id], count }))
        .filter((f) => f.count > 0)
        .sort(byCount);
    return {
      country: list(this.countries, counts.country),
      city: [...counts.city]
        .map((count, id) => ({
          value: this.cities.values[id],
          count,
          country: this.cityCountry[id] ?? "",
        }))
        .filter((f) => f.count > 0)
        .sort(byCount),
      jobType: list(this.jobTypes, counts.jobType),
      remoteOption: [...counts.remote]
        .map((count, i) => ({ value: REMOTE_VALUES[i], count }))
        .filter((f) => f.count > 0),
      experienceLevel: list(this.levels, counts.level),
      category: list(this.categories, counts.category),
      minSalary: spec.salarySteps
        .map((step, i) => ({ value: String(step), count: counts.salary[i] }))
        .filter((f) => f.count > 0),
      postedWithin: spec.postedPeriods
        .map(([name], i) => ({ value: name, count: counts.posted[i] }))
        .filter((f) => f.count > 0),
      language: [...counts.language]
        .map((count, i) => ({ value: JOB_LANGUAGES[i], count }))
        .filter((f) => f.count > 0)
        .sort(byCount),
    };
  }

  // ---- storage ----

  /** Each doc's position newest first (by date posted, then id), computed once per change. */
  private ranks(): Int32Array {
    if (this.order) return this.rank;
    const docs = Array.from({ length: this.size }, (_, i) => i);
    docs.sort((a, b) => this.posted[b] - this.posted[a] || this.jobId[b] - this.jobId[a]);
    this.order = Int32Array.from(docs);
    this.rank = new Int32Array(this.size);
    docs.forEach((doc, position) => (this.rank[doc] = position));
    return this.rank;
  }

  private ensureCapacity(size: number) {
    this.jobId = grow(this.jobId, size);
    this.alive = grow(this.alive, size);
    this.posted = grow(this.posted, size);
    this.deadline = grow(this.deadline, size);
    this.salary = grow(this.salary, size);
    this.country = grow(this.country, size);
    this.city = grow(this.city, size);
    this.jobType = grow(this.jobType, size);
    this.remote = grow(this.remote, size);
    this.level = grow(this.level, size);
    this.category = grow(this.category, size);
    this.verified = grow(this.verified, size);
    this.language = grow(this.language, size);
  }
}

interface Posting {
  docs: Uint32Array;
  weights: Uint8Array;
  length: number;
}

/** The entries of a list weighing at least `weight`. */
function atLeast(list: Posting, weight: number): Posting {
  const docs = new Uint32Array(list.length);
  const weights = new Uint8Array(list.length);
  let count = 0;
  for (let i = 0; i < list.length; i++)
    if (list.weights[i] >= weight) {
      docs[count] = list.docs[i];
      weights[count++] = list.weights[i];
    }
  return { docs: docs.subarray(0, count), weights: weights.subarray(0, count), length: count };
}

/** The first position in `list` (ascending) at or after `from` whose doc is not below `doc`. */
function lowerBound(list: Posting, doc: number, from: number): number {
  let lo = from;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list.docs[mid] < doc) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The `k` largest keys, largest first: a full sort when k is a big share, else a bounded min-heap. */
function topKeys(keys: Float64Array, k: number): Float64Array {
  if (k === 0) return new Float64Array(0);
  if (k * 8 >= keys.length) return Float64Array.from(keys).sort().reverse().subarray(0, k);
  const heap = new Float64Array(k);
  let size = 0;
  for (let i = 0; i < keys.length; i++) {
    const value = keys[i];
    if (size < k) {
      let at = size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (heap[parent] <= value) break;
        heap[at] = heap[parent];
        at = parent;
      }
      heap[at] = value;
    } else if (value > heap[0]) {
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        if (left >= k) break;
        const right = left + 1;
        const child = right < k && heap[right] < heap[left] ? right : left;
        if (heap[child] >= value) break;
        heap[at] = heap[child];
        at = child;
      }
      heap[at] = value;
    }
  }
  return heap.subarray(0, size).sort().reverse();
}
