import "@testing-library/jest-dom";
import { markPageHydrated } from "@/components/ui/page-hydrated";

// Components are tested without the document around them: as on a page whose content has hydrated.
beforeEach(() => markPageHydrated());
