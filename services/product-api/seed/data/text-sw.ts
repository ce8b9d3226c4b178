import type { LocalText } from "./local";

// Postings in standard Swahili, as employers in Dar es Salaam, Arusha, Zanzibar or Mombasa write them.
export const SWAHILI: LocalText = {
  roles: {
    software: [
      {
        title: "Mtengenezaji wa Programu",
        duties: [
          "kubuni na kutengeneza programu za simu na tovuti zetu",
          "kuboresha mifumo yetu ili ifanye kazi kwa haraka",
          "kushirikiana na timu ya bidhaa kutatua changamoto za wateja",
          "kuandika nyaraka za kiufundi",
        ],
        requirements: [
          "Shahada ya Sayansi ya Kompyuta au fani inayohusiana",
          "Uzoefu wa JavaScript, Python au PHP",
          "Ujuzi wa hifadhidata (SQL)",
          "Uwezo wa kufanya kazi katika timu",
        ],
      },
    ],
    design: [
      {
        title: "Mbunifu wa Michoro",
        duties: [
          "kubuni matangazo ya mitandao ya kijamii na mabango",
          "kuhakikisha utambulisho wa chapa yetu unazingatiwa",
          "kuandaa mafaili kwa ajili ya uchapishaji",
        ],
        requirements: [
          "Ujuzi wa Photoshop na Illustrator",
          "Mkusanyiko wa kazi ulizowahi kufanya",
          "Ubunifu na umakini",
        ],
      },
    ],
    marketing: [
      {
        title: "Afisa Masoko",
        duties: [
          "kusimamia kurasa zetu za Facebook, Instagram na WhatsApp",
          "kuandaa maudhui kwa Kiswahili na Kiingereza",
          "kufuatilia takwimu na kuandaa ripoti za kila mwezi",
        ],
        requirements: [
          "Stashahada au Shahada ya Masoko au Mawasiliano",
          "Uwezo mzuri wa kuandika Kiswahili na Kiingereza",
          "Ubunifu na kujituma",
        ],
      },
    ],
    sales: [
      {
        title: "Afisa Mauzo",
        duties: [
          "kutafuta wateja wapya katika eneo lako",
          "kuwasilisha bidhaa zetu na kujadiliana na wateja",
          "kufikia malengo ya mauzo ya kila mwezi",
          "kuwahudumia wateja baada ya mauzo",
        ],
        requirements: [
          "Elimu ya kidato cha sita au stashahada",
          "Uzoefu wa mauzo ya nje ya ofisi",
          "Leseni ya udereva wa pikipiki ni faida",
          "Uwezo mzuri wa mawasiliano",
        ],
      },
    ],
    engineering: [
      {
        title: "Fundi wa Umeme wa Jua",
        duties: [
          "kufunga na kuwasha mifumo ya umeme wa jua kwa wateja",
          "kufanya matengenezo ya mara kwa mara",
          "kuwafundisha wateja jinsi ya kutumia vifaa",
        ],
        requirements: [
          "Cheti au stashahada ya umeme kutoka chuo kinachotambulika",
          "Ujuzi wa mifumo ya umeme wa jua",
          "Kuzingatia kanuni za usalama",
          "Utayari wa kusafiri vijijini",
        ],
      },
    ],
    hospitality: [
      {
        title: "Mhudumu wa Mapokezi",
        duties: [
          "kuwapokea wageni na kushughulikia kuwasili na kuondoka kwao",
          "kupokea maombi ya kuhifadhi vyumba kwa simu na barua pepe",
          "kuhakikisha kila mgeni anaridhika",
        ],
        requirements: [
          "Stashahada ya Hoteli au Utalii",
          "Ufasaha wa Kiswahili na Kiingereza",
          "Mwonekano nadhifu",
          "Utayari wa kufanya kazi kwa zamu na wikendi",
        ],
      },
      {
        title: "Mpishi",
        duties: [
          "kuandaa vyakula vya menyu yetu kwa ubora wa hali ya juu",
          "kusimamia stoo na oda za jikoni",
          "kuzingatia kanuni za usafi jikoni",
        ],
        requirements: [
          "Cheti cha upishi",
          "Uzoefu wa miaka miwili katika hoteli au mgahawa",
          "Uwezo wa kufanya kazi chini ya shinikizo",
        ],
      },
    ],
  },
  titles: {
    intern: ["Mafunzo kwa Vitendo – {role}"],
    volunteer: "Kujitolea – {role}",
    junior: "{role} Msaidizi",
    senior: "{role} Mwandamizi",
    lead: "Kiongozi wa Timu – {role}",
  },
  openers: [
    "{company} inatafuta {title} atakayejiunga na timu yetu ya {city}.",
    "Nafasi ya kazi: {company}, kampuni inayokua kwa kasi {inCountry}, inatangaza nafasi ya {title} katika ofisi yetu ya {city}.",
  ],
  leads: ["Majukumu yako yatakuwa:", "Utakuwa na jukumu la"],
  closers: [
    "Utafanya kazi na timu changa yenye ari.",
    "Tunatoa mazingira mazuri ya kazi na fursa za kukua kikazi.",
  ],
  internship: [
    "Haya ni mafunzo kwa vitendo ya miezi {months} yenye posho, kwa wanafunzi wanaomaliza masomo na wahitimu wapya. Utapata msimamizi, kazi halisi na cheti mwishoni.",
  ],
  volunteer: "Hii ni nafasi ya kujitolea ya takriban siku {days} kwa mwezi. Tunagharamia usafiri na chakula.",
  growth: [
    "Tunawekeza kwa wafanyakazi wetu: kila mmoja ana bajeti ya mafunzo ya kila mwaka.",
    "Wanawake wanahimizwa kuomba nafasi hii.",
  ],
  workMode: {
    0: ["Kazi hii inafanyika katika ofisi yetu ya {city}."],
    1: ["Tunafanya kazi kwa mfumo mseto: siku mbili kwa wiki ofisini {city}, na siku nyingine nyumbani."],
    2: ["Hii ni kazi ya mbali kabisa; unahitaji intaneti ya uhakika, na tunalipia gharama za data."],
  },
  apply: [
    "Kutuma maombi, bofya «Tuma Ombi» na uambatishe CV yako.",
    "Jinsi ya kuomba: tuma CV yako kupitia kitufe cha «Tuma Ombi».",
  ],
  benefits: [
    "Bima ya afya kwako na familia yako",
    "Posho ya usafiri",
    "Siku 28 za likizo yenye malipo",
    "Bonasi ya utendaji",
    "Bajeti ya mafunzo",
    "Saa za kazi zinazobadilika",
    "Michango ya mfuko wa pensheni",
  ],
  list: { separator: ", ", last: " na " },
  countries: {
    TZ: { name: "Tanzania", in: "nchini Tanzania" },
    KE: { name: "Kenya", in: "nchini Kenya" },
  },
};
