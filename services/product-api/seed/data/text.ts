// Sentence pools combined per job. Placeholders: {company} {title} {city} {country} {months} {days}.

export const OPENERS = [
  "{company} {about}. We are growing our team in {city} and are looking for a {title} to join us.",
  "{company} {about}. Our customers depend on us every day, and we need a {title} who takes that seriously.",
  "Founded by a small group of engineers and operators, {company} {about}. We are hiring a {title} for our {city} team.",
  "{company} {about}. After a strong year we are expanding, and this {title} role is new.",
  "At {company} we believe talent is everywhere. The company {about}, and we are now looking for a {title}.",
];

export const ROLE_LEADS = [
  "As our {title}, you will",
  "In this role you will",
  "Day to day, you will",
  "You will",
];

export const ROLE_CLOSERS = [
  "You will report to the team lead and have real ownership from your first month.",
  "We measure success by outcomes for our customers, not hours at a desk.",
  "Expect a mix of planned projects and hands-on problem solving.",
  "You will work with colleagues across several countries, so clear communication matters.",
  "We will agree on goals for your first 90 days together during onboarding.",
];

export const GROWTH = [
  "We invest in people. Everyone gets a yearly learning budget, time for courses and a mentor from another team.",
  "You will join a team that values kindness, candour and finishing what we start. We share knowledge openly and celebrate wins together.",
  "Many of our leaders started as juniors here. We promote from within and give people stretch projects early.",
  "We are a diverse team and actively welcome applications from women and people from under-represented communities.",
  "Our hiring process is short: a call with the hiring manager, a practical exercise based on real work, and a conversation with the team.",
  "We publish our salary bands internally and review pay every year, so you never have to guess where you stand.",
];

export const WORK_MODE: Record<0 | 1 | 2, string[]> = {
  0: [
    "This role is based full time at our site in {city}, {country}.",
    "You will work on site in {city}; the team starts early and finishes early on Fridays.",
  ],
  1: [
    "This is a hybrid role: we meet in our {city} office on Tuesdays and Thursdays and work from home the rest of the week.",
    "We work hybrid from {city}, with flexible hours around a few shared core hours.",
  ],
  2: [
    "This is a fully remote role. We work asynchronously across African time zones, with one team retreat a year.",
    "You can work from anywhere between UTC-1 and UTC+4 with a reliable internet connection; we cover your data costs.",
  ],
};

export const INTERNSHIP = [
  "This is a paid internship of {months} months for students and recent graduates. You will have a dedicated mentor, real projects and a certificate at the end, and strong interns are offered permanent roles.",
  "Our {months}-month internship programme is designed for graduates starting their careers. You will rotate through the team, present your work at the end and receive a monthly stipend.",
];

export const VOLUNTEER =
  "This is a volunteer role of about {days} days a month. We cover transport and meals, and provide a reference letter after three months.";

export const BENEFITS = [
  "Private health insurance",
  "Health insurance for you and your family",
  "21 days of paid annual leave",
  "25 days of paid annual leave",
  "Pension contributions",
  "Yearly learning budget",
  "Laptop and monthly internet allowance",
  "Transport allowance",
  "Performance bonus",
  "Flexible working hours",
  "Paid parental leave",
  "Staff meals on shift",
  "Accommodation provided",
  "Share options",
];

export const EXPERIENCE_LEVELS = ["Entry level", "Junior", "Mid level", "Senior", "Lead"] as const;
