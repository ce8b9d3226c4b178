import { spriteIcon } from "@/components/ui/icons";

// Icons of the trust features (decorative: the text beside them says what they mean).

export const VerifiedIcon = spriteIcon("verified");
export const WarningIcon = spriteIcon("warning");
export const FlagIcon = spriteIcon("flag");
