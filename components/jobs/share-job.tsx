import { useTranslations } from "next-intl";
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

// Styled by .share-link (app/globals.css): seven links and buttons, in the HTML and the payload.
const item = "share-link";

export function ShareJob({ url }: { url: string }) {
  const t = useTranslations("share");
  const text = t("text");
  return (
    <ul className="space-y-2">
      <NativeShareButton url={url} text={text} className={item} />
      {shareLinks(url, text).map(({ name, label, href, Icon }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("newTab", { label: t(label) })}
            className={item}
          >
            <Icon />
            {name === "X" ? t("xName") : name}
          </a>
        </li>
      ))}
      <li>
        <CopyLinkButton url={url} className={item} />
      </li>
    </ul>
  );
}
