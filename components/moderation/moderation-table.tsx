import type { ReactNode } from "react";

/** The console's tables (employers, the log): column headings, then the rows; `empty` when there are none. */
export function ModerationTable({
  headings,
  empty,
  children,
}: {
  headings: string[];
  empty: string;
  children: ReactNode[];
}) {
  if (children.length === 0)
    return <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-muted">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-line text-muted">
            {headings.map((heading) => (
              <th key={heading} scope="col" className="py-2 pe-4 text-start">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
