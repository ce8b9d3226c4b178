import type { Region } from "./places";
import type { Category } from "./roles";

export interface Company {
  name: string;
  /** Completes "{name} …": what the company does. */
  about: string;
  /** Where it hires, when its story names a place: its jobs stay there. */
  where?: Region | string[];
}

const EAST_AFRICA = ["KE", "UG", "TZ", "RW", "ET"];

// All fictional.
export const COMPANIES: Record<Category, Company[]> = {
  software: [
    {
      name: "Baobab Labs",
      about:
        "builds payment tools that let small merchants across West Africa take card and mobile-money payments",
      where: ["NG", "GH", "SN", "CI"],
    },
    {
      name: "Tembo Pay",
      about: "runs a mobile wallet used by more than two million people in East Africa",
      where: EAST_AFRICA,
    },
    {
      name: "Jua Analytics",
      about:
        "helps solar distributors forecast demand and plan routes with data from thousands of home systems",
    },
    {
      name: "Ubuntu Codeworks",
      about: "is a software consultancy building web and mobile products for NGOs, banks and start-ups",
    },
    {
      name: "Kora Health Tech",
      about: "makes clinic-management software for private hospitals and pharmacies",
    },
    {
      name: "Sahel Data Works",
      about: "turns satellite and weather data into crop-insurance products for farmers",
    },
    {
      name: "Nile Byte",
      about: "builds cloud infrastructure and developer tools for teams across North Africa",
      where: ["EG", "MA", "TN"],
    },
    {
      name: "Zuri Learning",
      about: "offers low-data online courses that students can follow on entry-level smartphones",
    },
    {
      name: "Mvuli Logistics Cloud",
      about: "connects shippers and truck owners through a dispatch platform",
    },
  ],
  design: [
    {
      name: "Adire Studio",
      about: "is an independent design studio creating brands and digital products for African founders",
      where: "africa",
    },
    {
      name: "Kente & Grid",
      about: "designs interfaces for fintech and health products used across the continent",
    },
    {
      name: "Indigo & Clay",
      about: "is a brand and packaging agency working with food, beauty and craft businesses",
    },
    {
      name: "Sunbird Design Co.",
      about: "builds design systems and accessible websites for public-sector clients",
    },
    {
      name: "Atlas Motion",
      about: "produces animation and motion graphics for broadcasters, brands and education projects",
    },
    {
      name: "Lumen Brand House",
      about:
        "helps growing companies in Africa and Oceania tell their story through identity and campaign design",
    },
  ],
  marketing: [
    {
      name: "Harmattan Media",
      about: "is a digital agency running social, search and influencer campaigns for consumer brands",
    },
    {
      name: "Mango Tree Communications",
      about: "handles public relations and corporate communications for development partners",
    },
    {
      name: "Sauti Digital",
      about: "grows audiences for podcasts, musicians and creators across East Africa",
      where: EAST_AFRICA,
    },
    {
      name: "Blue Crane Agency",
      about: "plans performance-marketing campaigns for e-commerce and travel companies",
    },
    {
      name: "Tandem Growth",
      about: "is a growth-marketing team that works embedded with early-stage start-ups",
    },
    {
      name: "Marigold Content Co.",
      about: "writes and produces content in English, French and Swahili for pan-African brands",
      where: "africa",
    },
  ],
  sales: [
    {
      name: "Kijani Energy",
      about: "sells and finances solar home systems for rural households and small shops",
    },
    {
      name: "Marula Retail Group",
      about: "supplies groceries and household goods to neighbourhood retailers",
    },
    { name: "Mkulima Agritech", about: "connects smallholder farmers to buyers, inputs and credit" },
    {
      name: "Oasis Freight",
      about: "offers road and air freight between East, Southern and North Africa",
      where: "africa",
    },
    { name: "Pesa Bridge", about: "provides cross-border payment services for importers and exporters" },
    {
      name: "Sunrise Office Supplies",
      about: "equips schools, hospitals and offices with furniture and IT hardware",
    },
  ],
  engineering: [
    { name: "Rift Valley Power", about: "develops and operates geothermal and solar plants" },
    { name: "Limpopo Civil Works", about: "builds roads, bridges and drainage for municipalities" },
    { name: "Atlas Water Engineering", about: "designs and maintains water treatment and supply systems" },
    { name: "Karoo Renewables", about: "installs commercial rooftop solar and battery storage" },
    {
      name: "Delta Mechanical Services",
      about: "maintains heating, cooling and pumping systems in hospitals and factories",
    },
    {
      name: "Southern Cross Infrastructure",
      about: "delivers transport and energy projects in Australia and New Zealand",
      where: "oceania",
    },
  ],
  hospitality: [
    { name: "Savanna Crest Lodges", about: "runs eco-lodges and tented camps in national parks" },
    {
      name: "Cape Dune Hotels",
      about: "operates boutique beach hotels on the Atlantic and Indian Ocean coasts",
    },
    {
      name: "Spice Coast Resorts",
      about: "runs family resorts and a diving centre on the Swahili coast",
      where: ["KE", "TZ"],
    },
    {
      name: "Atlas Riad Collection",
      about: "restores and runs traditional guesthouses in Moroccan medinas",
      where: ["MA"],
    },
    {
      name: "Harbour & Vine Hotels",
      about: "operates city hotels and restaurants in Australia and New Zealand",
      where: "oceania",
    },
    { name: "Zambezi Trails", about: "organises safaris, river trips and cultural tours" },
  ],
};
