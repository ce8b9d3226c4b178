export const CATEGORIES = ["software", "design", "marketing", "sales", "engineering", "hospitality"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Role {
  title: string;
  /** Clauses that complete "you will …". */
  duties: string[];
  requirements: string[];
  /** Yearly USD for a mid-level hire in Africa; other regions and levels scale from it. */
  basePay: number;
}

export interface CategoryRoles {
  /** 0 = always on-site … 1 = remote-friendly. */
  remoteFriendliness: number;
  roles: Role[];
}

const common = {
  english: "Clear written and spoken English",
  teamwork: "Enjoys working in a small, collaborative team",
  laptop: "Comfortable with Google Workspace or Microsoft 365",
};

export const ROLES: Record<Category, CategoryRoles> = {
  software: {
    remoteFriendliness: 0.8,
    roles: [
      {
        title: "Backend Software Engineer",
        basePay: 30000,
        duties: [
          "design and build the APIs behind our mobile and web apps",
          "keep our PostgreSQL databases fast and reliable",
          "review code and pair with other engineers",
          "improve monitoring, alerting and on-call runbooks",
          "break large features into small, safe releases",
        ],
        requirements: [
          "3+ years building production web services",
          "Strong Node.js, Go or Python",
          "Good knowledge of PostgreSQL or another relational database",
          "Writes automated tests as a habit",
          "Experience with Docker and CI pipelines",
          "Understands HTTP, caching and API security basics",
          common.english,
        ],
      },
      {
        title: "Frontend Developer",
        basePay: 26000,
        duties: [
          "build fast, accessible screens in React and TypeScript",
          "make our pages load quickly on entry-level Android phones and slow networks",
          "work with designers to turn prototypes into reusable components",
          "write tests for critical user journeys",
          "measure and improve Core Web Vitals",
        ],
        requirements: [
          "2+ years with React and TypeScript",
          "Solid HTML, CSS and accessibility (WCAG) knowledge",
          "Experience with Next.js or a similar framework",
          "Cares about performance on low-end devices",
          "Familiar with Git and code review",
          common.english,
        ],
      },
      {
        title: "Android Developer",
        basePay: 27000,
        duties: [
          "ship features in our Kotlin Android app used by agents in the field",
          "build offline-first flows that sync when a connection returns",
          "profile and reduce app size and battery use",
          "publish releases through the Play Store with staged rollouts",
        ],
        requirements: [
          "2+ years of Android development in Kotlin",
          "Experience with Jetpack Compose",
          "Has built offline-first or sync features",
          "Knows Room or another local database",
          "Published at least one app to the Play Store",
        ],
      },
      {
        title: "Data Analyst",
        basePay: 22000,
        duties: [
          "turn raw transaction data into dashboards that managers actually use",
          "answer questions from operations, sales and finance with SQL",
          "design and analyse A/B tests",
          "document metrics so everyone calculates them the same way",
        ],
        requirements: [
          "Strong SQL",
          "Experience with Python or R for analysis",
          "Has built dashboards in Power BI, Metabase or Looker",
          "Good grasp of statistics and experiment design",
          "Explains findings simply to non-technical colleagues",
          common.english,
        ],
      },
      {
        title: "DevOps Engineer",
        basePay: 32000,
        duties: [
          "run our infrastructure on AWS with Terraform",
          "keep deployments boring with solid CI/CD",
          "improve observability across services",
          "lead incident reviews and follow-up fixes",
          "keep cloud costs in check",
        ],
        requirements: [
          "3+ years running Linux systems in production",
          "Terraform or another infrastructure-as-code tool",
          "Experience with AWS, GCP or Azure",
          "Container orchestration (Kubernetes or ECS)",
          "Scripting in Bash or Python",
          "Calm under pressure during incidents",
        ],
      },
      {
        title: "QA Automation Engineer",
        basePay: 21000,
        duties: [
          "build end-to-end tests for our web and mobile apps",
          "work with developers to test features before they ship",
          "keep the regression suite fast and reliable",
          "report bugs clearly with steps to reproduce",
        ],
        requirements: [
          "2+ years in software testing",
          "Experience with Playwright, Cypress or Appium",
          "Basic JavaScript or Python",
          "Understands APIs and can test them with Postman or code",
          "Eye for detail",
        ],
      },
      {
        title: "Full-Stack Developer",
        basePay: 28000,
        duties: [
          "own features end to end, from database schema to user interface",
          "work directly with customers to understand their problems",
          "maintain our TypeScript monorepo",
          "help junior developers grow through code review",
        ],
        requirements: [
          "3+ years of full-stack web development",
          "TypeScript on both server and client",
          "Experience with SQL databases",
          "Has deployed and operated what they built",
          common.english,
          common.teamwork,
        ],
      },
      {
        title: "Data Engineer",
        basePay: 31000,
        duties: [
          "build reliable pipelines from mobile-money, CRM and field data",
          "model data in our warehouse for analysts",
          "set up data-quality checks and alerts",
          "reduce the time from raw data to dashboard",
        ],
        requirements: [
          "Strong SQL and Python",
          "Experience with dbt, Airflow or similar tools",
          "Knows a cloud data warehouse such as BigQuery or Snowflake",
          "Understands data privacy rules",
          "2+ years in a data engineering role",
        ],
      },
    ],
  },
  design: {
    remoteFriendliness: 0.7,
    roles: [
      {
        title: "Product Designer",
        basePay: 24000,
        duties: [
          "design end-to-end flows for our mobile and web products",
          "run usability sessions with customers in markets and offices",
          "maintain and grow our design system in Figma",
          "work closely with engineers through delivery",
        ],
        requirements: [
          "A portfolio showing shipped product work",
          "Strong Figma skills",
          "Experience running usability tests",
          "Understands accessibility and designing for small screens",
          "Communicates design decisions clearly",
        ],
      },
      {
        title: "UX Researcher",
        basePay: 23000,
        duties: [
          "plan and run interviews and field studies",
          "turn research into clear insights and recommendations",
          "build a research library the whole company can use",
          "coach product teams to run their own lightweight research",
        ],
        requirements: [
          "2+ years of qualitative research experience",
          "Comfortable interviewing in English and at least one local language",
          "Experience synthesising findings into action",
          "Basic survey design and analysis",
          "Empathy and curiosity about people",
        ],
      },
      {
        title: "Graphic Designer",
        basePay: 15000,
        duties: [
          "create social media, print and event graphics",
          "keep our visual identity consistent across channels",
          "prepare files for printers and signwriters",
          "turn rough briefs into polished layouts quickly",
        ],
        requirements: [
          "A strong portfolio of print and digital work",
          "Adobe Illustrator, Photoshop and InDesign",
          "Good typography and layout skills",
          "Able to manage several deadlines at once",
          "Basic photo retouching",
        ],
      },
      {
        title: "Motion Designer",
        basePay: 19000,
        duties: [
          "animate explainer videos, adverts and social clips",
          "design title sequences and lower thirds",
          "storyboard ideas with the creative team",
          "export and deliver work for broadcast and web",
        ],
        requirements: [
          "A showreel of motion work",
          "After Effects and Premiere Pro",
          "Good sense of timing and storytelling",
          "Basic 3D (Blender or Cinema 4D) is a plus",
          "Meets tight deadlines",
        ],
      },
      {
        title: "Brand Designer",
        basePay: 20000,
        duties: [
          "create identities, packaging and brand guidelines",
          "present concepts to clients with confidence",
          "work with illustrators, photographers and printers",
          "look after brand consistency after launch",
        ],
        requirements: [
          "3+ years in branding or agency work",
          "Excellent typography and colour skills",
          "Experience producing brand guidelines",
          "Adobe Creative Suite and Figma",
          "Client-facing presentation skills",
        ],
      },
      {
        title: "UI Designer",
        basePay: 21000,
        duties: [
          "design polished interfaces for web and mobile",
          "build components and tokens in our Figma library",
          "prepare specifications and assets for developers",
          "review implemented screens for visual quality",
        ],
        requirements: [
          "A portfolio of interface design",
          "Expert Figma skills including auto-layout and variables",
          "Understands design systems",
          "Knows platform guidelines for Android and iOS",
          "Attention to detail",
        ],
      },
    ],
  },
  marketing: {
    remoteFriendliness: 0.6,
    roles: [
      {
        title: "Digital Marketing Specialist",
        basePay: 17000,
        duties: [
          "plan and run campaigns on Meta, Google and TikTok",
          "track results and report on cost per customer",
          "write ad copy and brief designers",
          "test new channels with small budgets",
        ],
        requirements: [
          "2+ years running paid digital campaigns",
          "Hands-on with Meta Ads Manager and Google Ads",
          "Comfortable with Google Analytics 4",
          "Strong copywriting",
          "Data-driven and curious",
        ],
      },
      {
        title: "Social Media Manager",
        basePay: 15000,
        duties: [
          "run our Instagram, TikTok, LinkedIn and X accounts",
          "plan a monthly content calendar",
          "reply to the community and handle complaints with care",
          "work with creators and influencers",
        ],
        requirements: [
          "A track record of growing social accounts",
          "Short-form video skills (CapCut or similar)",
          "Excellent writing with a warm tone",
          "Understands platform analytics",
          "Knows the local creator scene",
        ],
      },
      {
        title: "Content Writer",
        basePay: 13000,
        duties: [
          "write blog posts, guides and newsletters",
          "interview customers and turn their stories into case studies",
          "optimise articles for search",
          "edit content from other teams",
        ],
        requirements: [
          "Excellent written English",
          "A portfolio of published writing",
          "Basic SEO knowledge",
          "Can research complex topics and explain them simply",
          "Meets deadlines reliably",
        ],
      },
      {
        title: "SEO Specialist",
        basePay: 18000,
        duties: [
          "audit our websites and fix technical SEO issues",
          "research keywords across our markets",
          "plan content with the writing team",
          "build relationships for quality backlinks",
        ],
        requirements: [
          "2+ years of SEO experience",
          "Google Search Console and an SEO suite such as Ahrefs or Semrush",
          "Understands structured data and site speed",
          "Basic HTML",
          "Analytical mindset",
        ],
      },
      {
        title: "Communications Officer",
        basePay: 16000,
        duties: [
          "write press releases, speeches and reports",
          "manage relationships with journalists",
          "coordinate events and media visits",
          "keep internal staff informed through newsletters",
        ],
        requirements: [
          "Degree in communications, journalism or similar",
          "2+ years in communications or PR",
          "Excellent writing in English; French is a plus",
          "Calm handling of media enquiries",
          "Event planning experience",
        ],
      },
      {
        title: "Brand Manager",
        basePay: 26000,
        duties: [
          "own the brand plan for a portfolio of products",
          "lead product launches from insight to shelf",
          "manage agencies and budgets",
          "track brand health and market share",
        ],
        requirements: [
          "4+ years in brand or product marketing, ideally FMCG",
          "Strong commercial and budgeting skills",
          "Experience managing agencies",
          "Consumer insight and research experience",
          "Leadership and influencing skills",
        ],
      },
    ],
  },
  sales: {
    remoteFriendliness: 0.35,
    roles: [
      {
        title: "Sales Executive",
        basePay: 14000,
        duties: [
          "find and win new business customers",
          "run product demonstrations",
          "negotiate terms and close deals",
          "keep the CRM up to date",
        ],
        requirements: [
          "2+ years in B2B sales",
          "A record of meeting targets",
          "Confident presenter and negotiator",
          "Experience with a CRM such as HubSpot or Salesforce",
          "Valid driver's licence",
        ],
      },
      {
        title: "Business Development Manager",
        basePay: 28000,
        duties: [
          "open new markets and partner channels",
          "build relationships with senior decision makers",
          "lead tenders and proposals",
          "shape pricing with finance and product",
        ],
        requirements: [
          "5+ years in business development",
          "A strong network in the region",
          "Experience writing winning proposals",
          "Commercial and financial acumen",
          "Willing to travel regularly",
        ],
      },
      {
        title: "Account Manager",
        basePay: 18000,
        duties: [
          "look after a portfolio of key customers",
          "spot upsell and renewal opportunities",
          "resolve issues with operations",
          "run quarterly business reviews",
        ],
        requirements: [
          "2+ years in account management or customer-facing roles",
          "Excellent relationship skills",
          "Organised and responsive",
          "Comfortable with numbers and forecasts",
          common.laptop,
        ],
      },
      {
        title: "Sales Development Representative",
        basePay: 11000,
        duties: [
          "research prospects and reach out by phone, email and LinkedIn",
          "qualify leads and book meetings for account executives",
          "learn our product inside out",
          "share market feedback with the team",
        ],
        requirements: [
          "Excellent phone and written communication",
          "Resilient and target-driven",
          "Curious about business and technology",
          "Some sales or customer service experience is a plus",
          common.english,
        ],
      },
      {
        title: "Customer Success Manager",
        basePay: 19000,
        duties: [
          "onboard new customers and help them get value quickly",
          "train users remotely and on site",
          "track customer health and reduce churn",
          "turn feedback into product improvements",
        ],
        requirements: [
          "2+ years in customer success or account management",
          "Great teacher and presenter",
          "Organised with a CRM",
          "Problem-solver with empathy",
          "Some technical aptitude",
        ],
      },
      {
        title: "Field Sales Representative",
        basePay: 9000,
        duties: [
          "visit shops and farmers in your territory",
          "demonstrate products and sign up new customers",
          "collect payments and track stock",
          "report competitor activity",
        ],
        requirements: [
          "Secondary school certificate or diploma",
          "Motorcycle licence is a plus",
          "Speaks the local language fluently",
          "Self-motivated and honest",
          "Comfortable working outdoors",
        ],
      },
    ],
  },
  engineering: {
    remoteFriendliness: 0.1,
    roles: [
      {
        title: "Civil Engineer",
        basePay: 25000,
        duties: [
          "design and supervise road, drainage and building works",
          "prepare bills of quantities and site reports",
          "check contractor work against drawings and standards",
          "keep sites safe and on schedule",
        ],
        requirements: [
          "BSc in Civil Engineering",
          "3+ years of site experience",
          "AutoCAD and Civil 3D",
          "Registered or working toward professional registration",
          "Knowledge of health and safety regulations",
        ],
      },
      {
        title: "Electrical Engineer",
        basePay: 26000,
        duties: [
          "design low and medium voltage installations",
          "commission and test electrical systems",
          "prepare single-line diagrams and protection studies",
          "supervise electricians and subcontractors",
        ],
        requirements: [
          "BSc in Electrical Engineering",
          "3+ years in power or building services",
          "Knowledge of wiring regulations and earthing",
          "Experience with ETAP or similar software",
          "Professional registration is an advantage",
        ],
      },
      {
        title: "Mechanical Engineer",
        basePay: 25000,
        duties: [
          "plan preventive maintenance for pumps, chillers and generators",
          "lead troubleshooting on breakdowns",
          "manage spare parts and contractors",
          "improve energy efficiency on site",
        ],
        requirements: [
          "BSc in Mechanical Engineering",
          "3+ years in maintenance or building services",
          "Knowledge of HVAC and pumping systems",
          "Computerised maintenance management system experience",
          "Strong safety mindset",
        ],
      },
      {
        title: "Solar PV Technician",
        basePay: 12000,
        duties: [
          "install rooftop and ground-mounted solar systems",
          "wire inverters and battery banks",
          "test and commission installations",
          "train customers to use and look after their systems",
        ],
        requirements: [
          "Certificate or diploma in electrical installation",
          "Hands-on solar PV experience",
          "Comfortable working at height",
          "Safe use of power tools",
          "Driver's licence is a plus",
        ],
      },
      {
        title: "Site Engineer",
        basePay: 20000,
        duties: [
          "set out works and check levels",
          "coordinate daily work with foremen and subcontractors",
          "keep site diaries and progress photos",
          "raise and track quality issues",
        ],
        requirements: [
          "Degree or diploma in civil or building engineering",
          "1+ years of site experience",
          "Surveying instrument skills",
          "Reads construction drawings confidently",
          "Works well with site teams",
        ],
      },
      {
        title: "Water and Sanitation Engineer",
        basePay: 24000,
        duties: [
          "design water supply and treatment schemes for towns and schools",
          "run water quality testing programmes",
          "train local operators",
          "write technical reports for funders",
        ],
        requirements: [
          "Degree in civil, water or environmental engineering",
          "3+ years on water or sanitation projects",
          "Hydraulic modelling (EPANET or similar)",
          "Experience working with communities",
          "Report writing skills",
        ],
      },
    ],
  },
  hospitality: {
    remoteFriendliness: 0.02,
    roles: [
      {
        title: "Front Office Manager",
        basePay: 15000,
        duties: [
          "lead the reception and reservations team",
          "make every arrival and departure smooth",
          "manage room allocation and rates with revenue",
          "handle guest feedback and resolve complaints",
        ],
        requirements: [
          "3+ years in hotel front office, 1+ as supervisor",
          "Experience with Opera or a similar property management system",
          "Warm, calm and guest-focused",
          "Fluent English; French or German is a plus",
          "Works shifts including weekends",
        ],
      },
      {
        title: "Chef de Partie",
        basePay: 11000,
        duties: [
          "run your section of the kitchen during service",
          "prepare dishes to the head chef's standard",
          "train commis chefs",
          "keep food safety records up to date",
        ],
        requirements: [
          "Culinary diploma or equivalent experience",
          "2+ years in a professional kitchen",
          "Food safety certificate",
          "Works well under pressure",
          "Passion for local ingredients",
        ],
      },
      {
        title: "Guest Relations Officer",
        basePay: 9000,
        duties: [
          "welcome guests and look after VIPs",
          "arrange excursions and special occasions",
          "collect and act on guest feedback",
          "work with housekeeping and food service to fix issues fast",
        ],
        requirements: [
          "Diploma in hospitality or tourism",
          "Excellent people skills",
          "Speaks two or more languages",
          "Well presented and confident",
          "Flexible with shifts",
        ],
      },
      {
        title: "Tour Guide",
        basePay: 8000,
        duties: [
          "lead guests on city, cultural and wildlife tours",
          "share history and stories with energy",
          "keep groups safe and on time",
          "look after vehicles and equipment",
        ],
        requirements: [
          "Licensed guide or willing to qualify",
          "Deep knowledge of local history and nature",
          "First aid certificate",
          "Excellent storytelling in English",
          "Physically fit",
        ],
      },
      {
        title: "Restaurant Manager",
        basePay: 16000,
        duties: [
          "run daily restaurant operations",
          "recruit, train and schedule the floor team",
          "control costs and stock",
          "create a warm atmosphere that brings guests back",
        ],
        requirements: [
          "3+ years in restaurant management",
          "Strong knowledge of food and beverage service",
          "Point-of-sale and stock control experience",
          "Leadership and coaching skills",
          "Available evenings and weekends",
        ],
      },
      {
        title: "Events Coordinator",
        basePay: 12000,
        duties: [
          "plan weddings, conferences and private events",
          "prepare quotes and event orders",
          "coordinate suppliers on the day",
          "follow up with clients after their event",
        ],
        requirements: [
          "1+ years in events or banqueting",
          "Highly organised",
          "Good negotiation with suppliers",
          "Calm problem solver",
          "Comfortable working long days during events",
        ],
      },
      {
        title: "Housekeeping Supervisor",
        basePay: 8000,
        duties: [
          "lead a team of room attendants",
          "inspect rooms and public areas",
          "manage linen and supplies",
          "train new team members on our standards",
        ],
        requirements: [
          "2+ years in housekeeping",
          "Eye for cleanliness and detail",
          "Able to lead and motivate a team",
          "Basic computer skills",
          "Flexible with shifts",
        ],
      },
    ],
  },
};
