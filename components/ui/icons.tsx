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

// Each is marked pure, so that a page's scripts carry only the icons its client components use (the
// bundler drops the rest): ~0.2 KB gzip less on every page.

// Navigation
export const HomeIcon = /* @__PURE__ */ spriteIcon("home");
export const MenuIcon = /* @__PURE__ */ spriteIcon("menu");
export const CloseIcon = /* @__PURE__ */ spriteIcon("close");
export const ChevronLeftIcon = /* @__PURE__ */ spriteIcon("chevron-left");
export const ChevronRightIcon = /* @__PURE__ */ spriteIcon("chevron-right");
export const ChevronsLeftIcon = /* @__PURE__ */ spriteIcon("chevrons-left");
export const ChevronsRightIcon = /* @__PURE__ */ spriteIcon("chevrons-right");
export const CheckIcon = /* @__PURE__ */ spriteIcon("check");
export const EditIcon = /* @__PURE__ */ spriteIcon("edit");
export const TrashIcon = /* @__PURE__ */ spriteIcon("trash");
export const BriefcaseIcon = /* @__PURE__ */ spriteIcon("briefcase");
export const InfoIcon = /* @__PURE__ */ spriteIcon("info");

// Jobs
export const MapPinIcon = /* @__PURE__ */ spriteIcon("map-pin");
export const ClockIcon = /* @__PURE__ */ spriteIcon("clock");
export const SearchIcon = /* @__PURE__ */ spriteIcon("search");
export const BuildingIcon = /* @__PURE__ */ spriteIcon("building");
export const LinkIcon = /* @__PURE__ */ spriteIcon("link");

// Brands (filled)
export const FacebookIcon = /* @__PURE__ */ spriteIcon("facebook");
export const XLogoIcon = /* @__PURE__ */ spriteIcon("x-logo");
export const WhatsAppIcon = /* @__PURE__ */ spriteIcon("whatsapp");
export const ShareIcon = /* @__PURE__ */ spriteIcon("share");
export const LinkedInIcon = /* @__PURE__ */ spriteIcon("linkedin");

// Job categories (home page)
export const CodeIcon = /* @__PURE__ */ spriteIcon("code");
export const PenIcon = /* @__PURE__ */ spriteIcon("pen");
export const MegaphoneIcon = /* @__PURE__ */ spriteIcon("megaphone");
export const TrendingUpIcon = /* @__PURE__ */ spriteIcon("trending-up");
export const GearIcon = /* @__PURE__ */ spriteIcon("gear");
export const GlobeIcon = /* @__PURE__ */ spriteIcon("globe");

// Benefits (home page)
export const StarIcon = /* @__PURE__ */ spriteIcon("star");
export const ShieldCheckIcon = /* @__PURE__ */ spriteIcon("shield-check");
export const BarChartIcon = /* @__PURE__ */ spriteIcon("bar-chart");

// Contact page (drawn as single paths, slightly different from BriefcaseIcon and ClockIcon)
export const MailIcon = /* @__PURE__ */ spriteIcon("mail");
export const BusinessIcon = /* @__PURE__ */ spriteIcon("business");
export const ResponseTimeIcon = /* @__PURE__ */ spriteIcon("response-time");
export const BookmarkIcon = /* @__PURE__ */ spriteIcon("bookmark");
