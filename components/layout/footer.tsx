import Link from "next/link";
import { siteConfig } from "@/lib/site";

const links = [
  { href: "/about", label: "About" },
  { href: "/safety", label: "Stay safe" },
  { href: "/privacy-policy", label: "Privacy" },
  { href: "/terms", label: "Terms" },
  { href: "/contact", label: "Contact" },
];

export function Footer() {
  return (
    <footer className="focus-light bg-footer text-slate-300">
      <div className="mx-auto flex max-w-[1200px] flex-col items-center gap-4 px-4 py-8 text-center sm:flex-row sm:justify-between sm:px-6 sm:text-left">
        <p className="text-sm">
          © {siteConfig.copyrightYear} {siteConfig.name}. {siteConfig.tagline}.
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap justify-center gap-x-1 gap-y-2">
            {links.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className="footer-link">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
