import Link from "@/components/ui/link";
import { siteConfig } from "@/lib/site";

/** The brand mark; the same drawing as public/icon.svg. */
function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <defs>
        <linearGradient id="kazi-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2b67b8" />
          <stop offset="1" stopColor="#4f46e5" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#kazi-mark)" />
      <path
        d="M10 8v16M22 8l-8.5 8L22 24"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The mark and the name; below 400px the mark alone (the name stays the link's name). */
export function Logo() {
  return (
    <Link
      href="/"
      className="flex shrink-0 items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-ink"
    >
      <LogoMark />
      <span className="max-[400px]:sr-only">{siteConfig.name}</span>
    </Link>
  );
}
