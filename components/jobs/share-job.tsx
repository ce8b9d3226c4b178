import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { CopyLinkButton } from "./copy-link-button";
import { FacebookIcon, LinkedInIcon, WhatsAppIcon, XLogoIcon } from "@/components/ui/icons";
import { NativeShareButton } from "./native-share-button";

/** Share URLs built with encodeURIComponent, so they work without JavaScript. `text` is in the reader's language. */
function shareLinks(url: string, text: string) {
  const u = encodeURIComponent(url);
  const said = encodeURIComponent(text);
  return [
    {
      // Where most of our seekers share: the text and the link in one message.
      name: "WhatsApp",
      label: "whatsapp",
      href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
      Icon: WhatsAppIcon,
    },
    {
      name: "Facebook",
      label: "facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${said}`,
      Icon: FacebookIcon,
    },
    {
      name: "X",
      label: "x",
      href: `https://x.com/intent/tweet?url=${u}&text=${said}`,
      Icon: XLogoIcon,
    },
    {
      name: "LinkedIn",
      label: "linkedin",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      Icon: LinkedInIcon,
    },
  ] as const;
}

const item =
  "flex h-11 w-full items-center gap-3 rounded-lg border border-line px-3 text-sm font-medium text-ink transition-colors hover:border-primary-dark hover:text-primary-dark";

export function ShareJob({ url }: { url: string }) {
  const t = useTranslations("share");
  const text = t("text");
  return (
    <ul className="space-y-2">
      <NativeShareButton url={url} text={text} className={cn(item, "cursor-pointer")} />
      {shareLinks(url, text).map(({ name, label, href, Icon }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("newTab", { label: t(label) })}
            className={item}
          >
            <Icon className="size-5 shrink-0" />
            {name === "X" ? t("xName") : name}
          </a>
        </li>
      ))}
      <li>
        <CopyLinkButton url={url} className={cn(item, "cursor-pointer")} />
      </li>
    </ul>
  );
}
