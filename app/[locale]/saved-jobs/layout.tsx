import { AppProviders } from "@/components/providers/app-providers";

export default function SavedJobsLayout({ children }: { children: React.ReactNode }) {
  return <AppProviders>{children}</AppProviders>;
}
