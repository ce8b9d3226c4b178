const steps = [
  {
    title: "Curated opportunities",
    body: "Every listing comes from an employer with a real vacancy. We check new employers and remove listings that close or turn out to be misleading.",
  },
  {
    title: "Connect through community",
    body: "Careers grow through people. We link young professionals with mentors, peers and networks across borders, not just with job ads.",
  },
  {
    title: "Built for every connection",
    body: "Pages load fast on entry-level phones and patchy networks, and you can search and read every job without an account.",
  },
  {
    title: "Your data, respected",
    body: "Your CV only goes to the employers you choose. We never sell your information, and you can delete it whenever you like.",
  },
];

export function Approach() {
  return (
    <section
      aria-labelledby="approach-title"
      className="mt-14 rounded-2xl bg-slate-50 px-5 py-10 sm:px-10 sm:py-12"
    >
      <h2 id="approach-title" className="text-center text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        Our Approach
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted sm:text-lg">
        Talent is everywhere; access to opportunity is not. Four principles guide everything we build.
      </p>
      <ol className="mt-10 grid gap-8 sm:grid-cols-2">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-dark font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 leading-relaxed text-muted">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
