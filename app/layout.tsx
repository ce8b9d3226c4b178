import "./globals.css";

// The document (<html lang dir>, navigation, footer) is app/[locale]/layout.tsx, which knows the
// language; this root only lets app/not-found.tsx exist for addresses outside every language.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
