import type { ComponentType, SVGProps } from "react";
import { cn } from "./cn";

export type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = ComponentType<IconProps>;

// Every icon is a <symbol> of public/icons.svg, one file the browser fetches once and keeps (its URL
// carries a hash of its content: next.config.ts), so an icon on a page costs a <use> of a few bytes
// instead of its drawing, in the HTML and again in the RSC payload.
const SPRITE = process.env.NEXT_PUBLIC_ICON_SPRITE || "/icons.svg";

/**
 * A decorative icon: hidden from assistive tech, drawn in the text colour by the .icon class
 * (app/globals.css). `fill` fills an outline icon (a saved bookmark).
 */
function Icon({ name, className, fill, style, ...props }: IconProps & { name: string }) {
  const filled = fill && fill !== "none" ? { style: { ...style, fill } } : style ? { style } : {};
  return (
    <svg aria-hidden="true" className={cn("icon", className)} {...filled} {...props}>
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}

/** The component of the sprite's symbol `name`. */
export function spriteIcon(name: string): IconComponent {
  const SpriteIcon = (props: IconProps) => <Icon name={name} {...props} />;
  return SpriteIcon;
}

// Navigation
export const HomeIcon = spriteIcon("home");
export const MenuIcon = spriteIcon("menu");
export const CloseIcon = spriteIcon("close");
export const ChevronLeftIcon = spriteIcon("chevron-left");
export const ChevronRightIcon = spriteIcon("chevron-right");
export const ChevronsLeftIcon = spriteIcon("chevrons-left");
export const ChevronsRightIcon = spriteIcon("chevrons-right");
export const CheckIcon = spriteIcon("check");
export const EditIcon = spriteIcon("edit");
export const TrashIcon = spriteIcon("trash");
export const BriefcaseIcon = spriteIcon("briefcase");
export const InfoIcon = spriteIcon("info");

// Jobs
export const MapPinIcon = spriteIcon("map-pin");
export const ClockIcon = spriteIcon("clock");
export const SearchIcon = spriteIcon("search");
export const BuildingIcon = spriteIcon("building");
export const LinkIcon = spriteIcon("link");

// Brands (filled)
export const FacebookIcon = spriteIcon("facebook");
export const XLogoIcon = spriteIcon("x-logo");
export const WhatsAppIcon = spriteIcon("whatsapp");
export const ShareIcon = spriteIcon("share");
export const LinkedInIcon = spriteIcon("linkedin");

// Job categories (home page)
export const CodeIcon = spriteIcon("code");
export const PenIcon = spriteIcon("pen");
export const MegaphoneIcon = spriteIcon("megaphone");
export const TrendingUpIcon = spriteIcon("trending-up");
export const GearIcon = spriteIcon("gear");
export const GlobeIcon = spriteIcon("globe");

// Benefits (home page)
export const StarIcon = spriteIcon("star");
export const ShieldCheckIcon = spriteIcon("shield-check");
export const BarChartIcon = spriteIcon("bar-chart");

// Contact page (drawn as single paths, slightly different from BriefcaseIcon and ClockIcon)
export const MailIcon = spriteIcon("mail");
export const BusinessIcon = spriteIcon("business");
export const ResponseTimeIcon = spriteIcon("response-time");
export const BookmarkIcon = spriteIcon("bookmark");
