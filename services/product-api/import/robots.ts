// robots.txt as RFC 9309 reads it: the groups for our product token (case-insensitive), else those
// for "*"; the longest matching rule wins, Allow on a tie; "*" and "$" in paths. Crawl-delay, which
// the RFC leaves out but many sites write, makes requests to that host no more frequent than it says.

interface Rule {
  allow: boolean;
  pattern: RegExp;
  length: number;
}

export interface Robots {
  allowed(pathAndQuery: string): boolean;
  /** Crawl-delay of the chosen group, in milliseconds. */
  crawlDelayMs: number;
}

export const ALLOW_ALL: Robots = { allowed: () => true, crawlDelayMs: 0 };

const toPattern = (path: string) =>
  new RegExp(
    `^${path
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")
      .replace(/\\\$$/, "$")}`,
  );

export function parseRobots(text: string, productToken: string): Robots {
  const token = productToken.toLowerCase();
  const groups: { agents: string[]; rules: Rule[]; delay: number }[] = [];
  let current: (typeof groups)[number] | undefined;
  let readingAgents = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*$/, "").trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, key, value] = match;
    const field = key.toLowerCase();
    if (field === "user-agent") {
      if (!readingAgents || !current) groups.push((current = { agents: [], rules: [], delay: 0 }));
      current.agents.push(value.toLowerCase());
      readingAgents = true;
      continue;
    }
    readingAgents = false;
    if (!current) continue;
    if ((field === "allow" || field === "disallow") && value) {
      let path = value;
      try {
        path = encodeURI(decodeURI(value));
      } catch {
        // Written as is when it is not valid percent-encoding.
      }
      current.rules.push({ allow: field === "allow", pattern: toPattern(path), length: path.length });
    } else if (field === "crawl-delay" && Number.isFinite(Number(value))) {
      current.delay = Math.max(0, Number(value)) * 1000;
    }
  }
  let chosen = groups.filter((group) => group.agents.includes(token));
  if (chosen.length === 0) chosen = groups.filter((group) => group.agents.includes("*"));
  const rules = chosen.flatMap((group) => group.rules);
  const crawlDelayMs = Math.min(Math.max(0, ...chosen.map((group) => group.delay)), 60_000);
  return {
    crawlDelayMs,
    allowed(pathAndQuery) {
      let best: Rule | undefined;
      for (const rule of rules) {
        if (!rule.pattern.test(pathAndQuery)) continue;
        if (!best || rule.length > best.length || (rule.length === best.length && rule.allow)) best = rule;
      }
      return best?.allow ?? true;
    },
  };
}
