interface SectionHeadingProps {
  id: string;
  title: string;
  intro?: string;
}

export function SectionHeading({ id, title, intro }: SectionHeadingProps) {
  return (
    <div className="mx-auto mb-8 max-w-2xl text-center sm:mb-10">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-3 text-base text-muted sm:text-lg">{intro}</p>}
    </div>
  );
}
