"use client";

import Link from "@/components/ui/link";

/** A section of 'Browse jobs': its heading and its links, `[href, text]`. */
export type LandingLinkSection = [heading: string, links: [href: string, text: string][]];

/**
 * The markup of 'Browse jobs' (landing-links.tsx). A client component, though nothing in it is
 * interactive, so that its thirty-odd links reach the browser as short tuples in the RSC payload and
 * as markup once, in the HTML. Styled by .landing-links (app/globals.css). Not prefetched: a cheap
 * phone should not fetch thirty pages it may never open.
 */
export function LandingLinkList({ title, sections }: { title: string; sections: LandingLinkSection[] }) {
  return (
    <nav aria-labelledby="browse-by-title" className="landing-links">
      <h2 id="browse-by-title">{title}</h2>
      <div>
        {sections.map(([heading, links]) => (
          <div key={heading}>
            <h3>{heading}</h3>
            <ul>
              {links.map(([href, text]) => (
                <li key={href}>
                  <Link href={href} prefetch={false}>
                    {text}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
