import fc from "fast-check";

// Generators and checks for the fuzz tests of the product API (fuzz.test.ts) and of the web app's
// route handlers (app/api/fuzz.test.ts): input a client may send on purpose or by mistake, and the
// rule every answer must keep (no 5xx, nothing of the server's insides in the body).

const INT4 = 2 ** 31;

/** Text that breaks naive code: NUL and other controls, lone surrogates, huge, numeric-looking. */
export const wildString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\u0007\u001b[31m",
    "\ud800",
    "\udfff x",
    "💩",
    "\u202e\u0645\u0631\u062d\u0628\u0627",
    "Zoë Ñandú",
    "../../etc/passwd",
    "'; DROP TABLE users; --",
    "%00",
    "%ZZ",
    "null",
    "NaN",
    "-1",
    "0",
    "01",
    "0x10",
    "1e3",
    "1.5",
    String(INT4),
    String(INT4 - 1),
    "99999999999",
    "9".repeat(400),
    "<script>alert(1)</script>",
    "${{7*7}}",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ maxLength: 20 }),
  fc.constantFrom(2_000, 70_000, 300_000).map((n) => "x".repeat(n)),
);

const wildNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 1.5, INT4 - 1, INT4, -INT4 - 1, 2 ** 53, -(2 ** 53), 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, biased to the troublesome ones. */
const wildValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    wildString,
    wildNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(wildString, fc.string({ maxLength: 8 })), tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** A path segment as it would arrive in a URL (percent-encoded where it must be). */
export const wildSegment = (realIds: readonly number[] = []): fc.Arbitrary<string> =>
  fc.oneof(
    realIds.length ? fc.constantFrom(...realIds.map(String)) : fc.constant("1"),
    fc.constantFrom("0", "-1", "01", "0x10", "1e3", "1.0", "2147483647", "2147483648", "99999999999"),
    fc.constantFrom("%00", "%ZZ", "%2e%2e", "%E2%82%AC", "%F0%9F%92%A9", "%ED%A0%80", "%20", "9".repeat(300)),
    wildString.map((s) => encodeURIComponent(s.slice(0, 300).toWellFormed())),
  );

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
export type OpenApiDoc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};
export type Operation = {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
};

const day = (min: number, max: number) =>
  fc
    .integer({ min, max })
    .map((days) => new Date(Date.UTC(2000, 0, 1) + days * 86_400_000).toISOString().slice(0, 10));

/** A value the schema accepts, as far as its type, pattern, format, range and key name tell. */
function plausible(key: string, schema: Schema, type: string | undefined): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (type === "integer" || type === "number")
    return fc.integer({
      min: Math.max(schema.minimum ?? 0, 0),
      max: Math.min(schema.maximum ?? 100_000, 100_000),
    });
  if (type === "boolean") return fc.boolean();
  if (type === "null") return fc.constant(null);
  // Starts before 2020, ends and deadlines after 2030: ranges that hold.
  if (/end|deadline/i.test(key)) return day(11_000, 12_000);
  if (schema.format === "date" || schema.format === "date-time" || /date/i.test(key)) return day(0, 7_000);
  if (schema.pattern === "^[A-Za-z]{2}$") return fc.constantFrom("KE", "ng", "ZA");
  if (schema.pattern === "^[A-Z]{3}$") return fc.constantFrom("USD", "KES");
  if (/username/i.test(key)) return fc.nat(1_000_000).map((n) => `user_${n}`);
  return fc.constantFrom("Amina Njeri", "Registered Nurse", "RN-2041", "Nairobi, Kenya", "Works with SQL");
}

/** Values `schema` accepts (as far as this reading of it goes): the base that mutations start from. */
export function fromSchema(
  doc: OpenApiDoc,
  schema: Schema | undefined,
  depth = 0,
  key = "",
): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  if (schema.$ref)
    return fromSchema(doc, doc.components?.schemas?.[schema.$ref.split("/").pop()!], depth, key);
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => fromSchema(doc, s, depth + 1, key)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "object" || schema.properties) {
    const properties = Object.entries(schema.properties ?? {});
    return fc.record(
      Object.fromEntries(properties.map(([name, value]) => [name, fromSchema(doc, value, depth + 1, name)])),
      { requiredKeys: (schema.required ?? []).filter((name) => schema.properties?.[name]) },
    );
  }
  if (type === "array") return fc.array(fromSchema(doc, schema.items, depth + 1, key), { maxLength: 3 });
  return plausible(key, schema, type);
}

/** Values that break naive code in any field: each is tried in each field of each body. */
export const TROUBLEMAKERS: readonly unknown[] = [
  "a\u0000b",
  "\u0000",
  "tab\there\u0007\u001b",
  "\ud800 lone",
  "x".repeat(70_000),
  "",
  "9".repeat(400),
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1,
  1.5,
  null,
  true,
  [],
  {},
  [["nested"]],
];

/** Leaf paths of a JSON value (array indexes and object keys), for mutating one at a time. */
export function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value) && value.length) return value.flatMap((v, i) => leafPaths(v, [...path, i]));
  if (value && typeof value === "object" && Object.keys(value).length)
    return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, k]));
  return [path];
}

/** A copy of `value` with the leaf at `path` replaced (the whole value when the path is empty). */
export function withLeaf(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (!path.length) return leaf;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[path[0]] = withLeaf(copy[path[0]], path.slice(1), leaf);
  return copy;
}

/** A schema-shaped value with one leaf (or none, or the whole) replaced by something wild. */
export function mutated(doc: OpenApiDoc, schema: Schema | undefined): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(fc.constantFrom(...TROUBLEMAKERS), wildValue);
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.tuple(fromSchema(doc, schema), fc.nat(), leaf).map(([base, index, value]) => {
        const paths = leafPaths(base);
        return withLeaf(base, paths[index % paths.length], value);
      }),
    },
    { weight: 1, arbitrary: fromSchema(doc, schema) },
    { weight: 1, arbitrary: wildValue },
  );
}

/** A file as a browser or a script might upload it: odd names, types and contents. */
const wildFile: fc.Arbitrary<File> = fc
  .record({
    name: fc.oneof(
      fc.constantFrom("cv.pdf", "", "a\u0000b.pdf", "../../x.pdf", "💩.docx", "x".repeat(600) + ".pdf", "cv"),
      wildString.map((s) => s.slice(0, 300)),
    ),
    type: fc.constantFrom(
      "application/pdf",
      "",
      "text/html",
      "image/png",
      "application/x-msdownload",
      "\u0000",
    ),
    bytes: fc.oneof(
      fc.constantFrom("%PDF-1.7\n1 0 obj\n", "{\\rtf1 hello}", "PK\u0003\u0004", "MZ\u0090\u0000", ""),
      fc.string({ unit: "binary", maxLength: 200 }),
    ),
  })
  .map(({ name, type, bytes }) => new File([bytes], name, { type }));

export type WildBody =
  | { kind: "json"; value: unknown }
  | { kind: "raw"; text: string; contentType: string }
  | { kind: "form"; fields: [string, string | File][] };

/** A request body: JSON shaped like `schema` or not, raw text under any type, or multipart. */
export function wildBody(doc: OpenApiDoc, schema?: Schema, formKeys: string[] = []): fc.Arbitrary<WildBody> {
  const keys = fc.oneof(fc.constantFrom(...formKeys, "jobId", "resumeFile", "coverLetter"), wildString);
  return fc.oneof(
    { weight: 6, arbitrary: mutated(doc, schema).map((value) => ({ kind: "json" as const, value })) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("raw" as const),
        text: fc.oneof(
          fc.constantFrom("", "{", "[1,", "null", '{"name":"\\u0000"}', "\u0000", '{"a":' + "[".repeat(5000)),
          wildString,
        ),
        contentType: fc.constantFrom(
          "application/json",
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data",
          "multipart/form-data; boundary=x",
          "application/json; charset=utf-16",
          "",
        ),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("form" as const),
        fields: fc.array(fc.tuple(keys, fc.oneof(wildString, wildSegment(), wildFile)), { maxLength: 4 }),
      }),
    },
  );
}

/** The body and content-type header of a generated body. */
export function encodeBody(body: WildBody): { body: BodyInit; contentType?: string } {
  if (body.kind === "json")
    return { body: JSON.stringify(body.value) ?? "null", contentType: "application/json" };
  if (body.kind === "raw") return { body: body.text, contentType: body.contentType || undefined };
  const form = new FormData();
  for (const [key, value] of body.fields) form.append(key, value);
  return { body: form };
}

/** Names every object has: code that reads a query into a plain object may find them there. */
const OBJECT_KEYS = fc.constantFrom("__proto__", "constructor", "prototype", "toString", "valueOf", "sort");

/** A query string from declared names, names every object has and stray ones, values wild. */
export function wildQuery(names: string[]): fc.Arbitrary<string> {
  const key = names.length
    ? fc.oneof(fc.constantFrom(...names), OBJECT_KEYS, wildString)
    : fc.oneof(OBJECT_KEYS, wildString);
  return fc
    .array(fc.tuple(key, fc.oneof(wildSegment(), wildString)), { maxLength: 5 })
    .map((pairs) =>
      new URLSearchParams(pairs.map(([k, v]) => [k.slice(0, 200), v.slice(0, 5000)])).toString(),
    );
}

// What must never reach a client: stack frames, source paths, driver and database messages.
const LEAKS = [
  /\n\s+at [^\n]+[:(]/,
  /node_modules/,
  /\/work\/|\/home\/|[A-Z]:\\\\/,
  /\.tsx?:\d+/,
  /Failed query|DrizzleQueryError|PGlite|postgres(?:ql)? error/i,
  /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|ZodError)\b/,
  /duplicate key value|violates [a-z ]*constraint|invalid input syntax|out of range for type|invalid byte sequence/i,
];

/** Throws when a response is a 5xx or its body shows something of the server's insides. */
export async function expectSafeAnswer(response: Response, label: string): Promise<void> {
  const text = await response.text();
  if (response.status >= 500) throw new Error(`${label} -> ${response.status}: ${text.slice(0, 500)}`);
  const leak = LEAKS.find((pattern) => pattern.test(text));
  if (leak) throw new Error(`${label} -> ${response.status} shows ${leak}: ${text.slice(0, 500)}`);
}
