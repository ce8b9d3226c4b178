// How many jobs the filter form would show once applied, read from the form itself: every option
// ends with its facet count, "Kenya (1,204)" (what it gives with the query and the other filters). Jobs
// have one value per filter, so while only one filter differs from the page's, the answer is exact:
// the sum of its chosen options. With more than one changed, or one cleared to 'Any', it is unknown.

const NOT_FILTERS = new Set(["q", "sort"]);

/** Arabic-Indic digits as 0-9, should a browser write them. */
const latinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));

/**
 * The count at the end of an option's text, with any language's group separators: "Kenya (1,204)",
 * "Kenya (1 204)", "Quénia (1.204)" -> 1204; NaN without one.
 */
const countIn = (text: string | null | undefined) => {
  const digits = /\(([\d\u0660-\u0669\u06f0-\u06f9,.\s\u00a0\u202f\u066c\u2019']+)\)\s*$/u.exec(
    text ?? "",
  )?.[1];
  return digits === undefined ? NaN : Number(latinDigits(digits).replace(/\D/g, "") || NaN);
};

interface Group {
  changed: boolean;
  counts: number[];
}

export function countAfterChanges(form: HTMLFormElement | null, current: number): number | null {
  if (!form) return current;
  const groups = new Map<string, Group>();
  const groupOf = (name: string) => {
    const group = groups.get(name) ?? { changed: false, counts: [] };
    groups.set(name, group);
    return group;
  };
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
      if (NOT_FILTERS.has(element.name)) continue;
      const group = groupOf(element.name);
      if (element.checked !== element.defaultChecked) group.changed = true;
      if (element.checked && element.value) group.counts.push(countIn(element.parentElement?.textContent));
    } else if (element instanceof HTMLSelectElement) {
      if (NOT_FILTERS.has(element.name)) continue;
      const group = groupOf(element.name);
      const options = Array.from(element.options);
      const initial = options.find((o) => o.defaultSelected) ?? options[0];
      const chosen = options[element.selectedIndex];
      if (chosen !== initial) group.changed = true;
      if (chosen?.value) group.counts.push(countIn(chosen.textContent));
    }
  }
  const changed = [...groups.values()].filter((g) => g.changed);
  if (changed.length === 0) return current;
  if (changed.length > 1) return null;
  const { counts } = changed[0];
  if (counts.length === 0 || counts.some((n) => !Number.isFinite(n))) return null;
  return counts.reduce((sum, n) => sum + n, 0);
}
