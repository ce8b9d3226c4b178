import type { Messages } from "@/lib/i18n/messages";

type Tree = { [key: string]: unknown };

/** Every dotted path of a catalogue tree: "jobs", "jobs.card", "jobs.card.save". */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : K | `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/**
 * A namespace ("jobs"), a part of one ("jobs.card") or one message ("jobs.card.save"): what a
 * provider hands its client components. A path that names nothing is a type error.
 */
export type Namespace = Paths<Messages>;

/** Copies `path` ("jobs.card") of `from` into `to`, keeping what `to` already holds beside it. */
function pick(from: Tree, to: Tree, path: string) {
  const [head, ...rest] = path.split(".");
  if (!rest.length) {
    // The catalogue's own object, so that a part two providers pick is sent once in the payload.
    to[head] = from[head];
    return;
  }
  const child = (to[head] ??= {}) as Tree;
  pick((from[head] ?? {}) as Tree, child, rest.join("."));
}

/** The messages of `namespaces`, and no others. */
export function pickMessages(messages: Tree, namespaces: readonly Namespace[]): Tree {
  const picked: Tree = {};
  for (const namespace of namespaces) pick(messages, picked, namespace);
  return picked;
}
