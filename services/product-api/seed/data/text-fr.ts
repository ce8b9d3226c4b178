import type { LocalText } from "./local";

// Postings as employers in Dakar, Abidjan, Douala, Kinshasa, Casablanca or Tunis write them.
export const FRENCH: LocalText = {
  roles: {
    software: [
      {
        title: "Développeur Full Stack",
        duties: [
          "concevoir et développer de nouvelles fonctionnalités pour nos applications web et mobiles",
          "maintenir nos API et nos bases de données PostgreSQL",
          "participer aux revues de code et aux mises en production",
          "traduire les besoins de nos clients en solutions simples avec l'équipe produit",
        ],
        requirements: [
          "Licence ou Master en informatique, ou expérience équivalente",
          "Maîtrise de JavaScript/TypeScript et de React ou Vue.js",
          "Bonne connaissance de Node.js ou de PHP (Laravel)",
          "Pratique de Git et des bases de données relationnelles",
          "L'anglais technique est un atout",
        ],
      },
      {
        title: "Analyste de Données",
        duties: [
          "collecter, nettoyer et analyser les données de nos clients et partenaires",
          "construire des tableaux de bord sous Power BI ou Metabase",
          "présenter vos analyses à la direction de façon claire",
          "automatiser les rapports mensuels",
        ],
        requirements: [
          "Bac+3 à Bac+5 en statistique, informatique ou économie",
          "Maîtrise de SQL et d'Excel",
          "Connaissance de Python ou de R appréciée",
          "Esprit d'analyse et rigueur",
        ],
      },
    ],
    design: [
      {
        title: "Graphiste",
        duties: [
          "créer les visuels de nos campagnes sur les réseaux sociaux et en affichage",
          "décliner notre charte graphique sur tous les supports",
          "préparer les fichiers pour l'impression",
          "accompagner l'équipe marketing lors des lancements de produits",
        ],
        requirements: [
          "Maîtrise de la suite Adobe (Photoshop, Illustrator, InDesign)",
          "Un portfolio de réalisations récentes",
          "Créativité et sens du détail",
          "Capacité à respecter les délais",
        ],
      },
      {
        title: "Designer UI/UX",
        duties: [
          "mener des entretiens et des tests avec nos utilisateurs",
          "concevoir des maquettes et des prototypes sur Figma",
          "faire évoluer notre système de design",
          "travailler au quotidien avec les développeurs",
        ],
        requirements: [
          "Deux ans d'expérience en conception d'interfaces",
          "Maîtrise de Figma",
          "Connaissance des règles d'accessibilité",
          "Un portfolio qui présente votre démarche",
        ],
      },
    ],
    marketing: [
      {
        title: "Community Manager",
        duties: [
          "animer nos pages Facebook, Instagram, LinkedIn et TikTok",
          "rédiger des contenus adaptés à notre public",
          "suivre les statistiques et proposer des améliorations",
          "piloter les campagnes sponsorisées",
        ],
        requirements: [
          "Bac+3 en communication, marketing ou journalisme",
          "Excellente plume en français",
          "Maîtrise des outils de gestion des réseaux sociaux",
          "Créativité et réactivité",
        ],
      },
      {
        title: "Responsable Marketing",
        duties: [
          "élaborer et piloter le plan marketing annuel",
          "coordonner les agences et les prestataires",
          "suivre le budget et les indicateurs de performance",
          "organiser les événements et les lancements de produits",
        ],
        requirements: [
          "Bac+5 en marketing ou diplôme d'école de commerce",
          "Au moins cinq ans d'expérience, dont deux en management",
          "Bonne connaissance du marché local",
          "Leadership et sens de l'organisation",
        ],
      },
    ],
    sales: [
      {
        title: "Commercial Terrain",
        duties: [
          "prospecter les boutiques, les PME et les distributeurs de votre zone",
          "présenter nos produits et négocier les contrats",
          "atteindre vos objectifs de vente mensuels",
          "assurer le suivi des clients et le recouvrement",
        ],
        requirements: [
          "Bac+2 en commerce ou expérience équivalente",
          "Une première expérience dans la vente terrain",
          "Permis de conduire apprécié",
          "Aisance relationnelle et persévérance",
        ],
      },
      {
        title: "Chargé de Clientèle",
        duties: [
          "accueillir et conseiller les clients en agence et par téléphone",
          "traiter les réclamations dans les délais",
          "proposer à chaque client les produits adaptés à ses besoins",
          "tenir à jour le fichier clients",
        ],
        requirements: [
          "Bac+2/3 en commerce, banque ou gestion",
          "Excellente présentation et sens du service",
          "Maîtrise des outils bureautiques",
          "Disponibilité et esprit d'équipe",
        ],
      },
    ],
    engineering: [
      {
        title: "Ingénieur Génie Civil",
        duties: [
          "suivre l'exécution des travaux sur nos chantiers",
          "contrôler la qualité des matériaux et le respect des plans",
          "rédiger les rapports de chantier hebdomadaires",
          "coordonner les sous-traitants et les équipes sur site",
        ],
        requirements: [
          "Diplôme d'ingénieur en génie civil",
          "Trois ans d'expérience sur des chantiers de routes ou de bâtiments",
          "Maîtrise d'AutoCAD",
          "Rigueur et sens des responsabilités",
        ],
      },
      {
        title: "Technicien Solaire Photovoltaïque",
        duties: [
          "installer et mettre en service des systèmes solaires chez nos clients",
          "assurer la maintenance préventive et corrective",
          "former les clients à l'utilisation des équipements",
          "signaler les pannes et les besoins en pièces",
        ],
        requirements: [
          "BTS ou DUT en électricité ou électrotechnique",
          "Connaissance des installations photovoltaïques",
          "Respect strict des règles de sécurité",
          "Disponible pour des déplacements en zone rurale",
        ],
      },
    ],
    hospitality: [
      {
        title: "Réceptionniste",
        duties: [
          "accueillir les clients et gérer les arrivées et les départs",
          "répondre aux demandes de réservation par téléphone et par e-mail",
          "tenir la caisse et établir les factures",
          "veiller à la satisfaction de chaque client",
        ],
        requirements: [
          "Bac+2 en hôtellerie ou en tourisme",
          "Bonne maîtrise du français et de l'anglais",
          "Excellente présentation",
          "Disponible en horaires décalés et le week-end",
        ],
      },
      {
        title: "Chef de Cuisine",
        duties: [
          "préparer les plats de notre carte dans le respect des recettes",
          "gérer les commandes et les stocks de la cuisine",
          "encadrer les commis et les aides-cuisiniers",
          "faire respecter les normes d'hygiène HACCP",
        ],
        requirements: [
          "CAP ou BTS en cuisine",
          "Trois ans d'expérience en restauration",
          "Maîtrise de la cuisine locale et internationale",
          "Capacité à travailler sous pression",
        ],
      },
    ],
  },
  titles: {
    intern: ["Stage – {role}", "Stagiaire {role}"],
    volunteer: "Bénévole – {role}",
    junior: "{role} Junior",
    senior: "{role} Senior",
    lead: "{role} – Chef d'équipe",
  },
  openers: [
    "{company} recrute ! Pour renforcer son équipe à {city}, nous recherchons un(e) {title}.",
    "Offre d'emploi : {company}, entreprise en pleine croissance {inCountry}, recherche un(e) {title} pour son bureau de {city}.",
    "Vous êtes motivé(e) et vous voulez rejoindre une équipe dynamique ? {company} recrute un(e) {title} à {city}.",
  ],
  leads: [
    "Vos missions :",
    "Au quotidien, vous allez",
    "Rattaché(e) à la direction, vous serez chargé(e) de",
  ],
  closers: [
    "Vous travaillerez au sein d'une équipe jeune et engagée.",
    "Nous offrons un cadre de travail stimulant et de réelles perspectives d'évolution.",
    "Une période d'intégration de deux semaines est prévue à votre arrivée.",
  ],
  internship: [
    "Il s'agit d'un stage rémunéré de {months} mois, ouvert aux étudiants en fin de cycle et aux jeunes diplômés. Vous serez accompagné(e) par un tuteur et recevrez une attestation de stage ; les meilleurs stagiaires se verront proposer un contrat.",
    "Notre programme de stage de {months} mois s'adresse aux jeunes diplômés qui veulent lancer leur carrière. Vous découvrirez plusieurs métiers de l'équipe et percevrez une indemnité mensuelle.",
  ],
  volunteer:
    "Mission de bénévolat d'environ {days} jours par mois. Le transport et les repas sont pris en charge, et une attestation vous sera remise après trois mois.",
  growth: [
    "Chez {company}, chaque collaborateur dispose d'un budget annuel de formation et d'un mentor.",
    "À compétences égales, les candidatures féminines sont vivement encouragées.",
    "Le processus de recrutement est simple : un échange téléphonique, un test pratique et un entretien avec l'équipe.",
  ],
  workMode: {
    0: ["Le poste est basé à {city}, sur site."],
    1: ["Poste en mode hybride : deux jours par semaine au bureau de {city}, le reste en télétravail."],
    2: [
      "Poste en télétravail complet : une connexion internet fiable suffit, nous prenons en charge votre forfait.",
    ],
  },
  apply: [
    "Pour postuler, cliquez sur « Postuler » et joignez votre CV ainsi qu'une lettre de motivation.",
    "Intéressé(e) ? Envoyez votre CV et votre lettre de motivation via le bouton « Postuler ».",
  ],
  benefits: [
    "Assurance maladie pour vous et votre famille",
    "Prime de transport",
    "30 jours de congés payés par an",
    "Tickets restaurant",
    "Prime de performance annuelle",
    "Budget de formation",
    "Horaires flexibles",
    "Téléphone et forfait internet fournis",
    "Affiliation à la caisse de retraite",
  ],
  list: { separator: ", ", last: " et " },
  countries: {
    SN: { name: "Sénégal", in: "au Sénégal" },
    CI: { name: "Côte d'Ivoire", in: "en Côte d'Ivoire" },
    CM: { name: "Cameroun", in: "au Cameroun" },
    CD: { name: "RD Congo", in: "en RD Congo" },
    MA: { name: "Maroc", in: "au Maroc" },
    TN: { name: "Tunisie", in: "en Tunisie" },
  },
};
