import { cn } from "@/components/ui/cn";
import { CopyLinkButton } from "./copy-link-button";
import { FacebookIcon, LinkedInIcon, WhatsAppIcon, XLogoIcon } from "@/components/ui/icons";
import { NativeShareButton } from "./native-share-button";

export const SHARE_TEXT = "Check out this job!";

/** Share URLs built with encodeURIComponent, so they work without JavaScript. */
function shareLinks(url: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(SHARE_TEXT);
  return [
    {
      // Where most of our seekers share: the text and the link in one message.
      name: "WhatsApp",
      label: "Share on WhatsApp",
      href: `https://wa.me/?text=${encodeURIComponent(`${SHARE_TEXT} ${url}`)}`,
      Icon: WhatsAppIcon,
    },
    {
      name: "Facebook",
      label: "Share on Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${text}`,
      Icon: FacebookIcon,
    },
    {
      name: "X",
      label: "Share on X (Twitter)",
      href: `https://x.com/intent/tweet?url=${u}&text=${text}`,
      Icon: XLogoIcon,
    },
    {
      name: "LinkedIn",
      label: "Share on LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      Icon: LinkedInIcon,
    },
  ];
}

const item =
  "flex h-11 w-full items-center gap-3 rounded-lg border border-line px-3 text-sm font-medium text-ink transition-colors hover:border-primary-dark hover:text-primary-dark";

export function ShareJob({ url }: { url: string }) {
  return (
    <ul className="space-y-2">
      <NativeShareButton url={url} text={SHARE_TEXT} className={cn(item, "cursor-pointer")} />
      {shareLinks(url).map(({ name, label, href, Icon }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (opens in a new tab)`}
            className={item}
          >
            <Icon className="size-5 shrink-0" />
            {name === "X" ? "X (Twitter)" : name}
          </a>
        </li>
      ))}
      <li>
        <CopyLinkButton url={url} className={cn(item, "cursor-pointer")} />
      </li>
    </ul>
  );
}
