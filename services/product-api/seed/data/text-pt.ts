import type { LocalText } from "./local";

// Postings as employers in Luanda, Maputo or Beira write them.
export const PORTUGUESE: LocalText = {
  roles: {
    software: [
      {
        title: "Programador Web",
        duties: [
          "desenvolver e manter as nossas aplicações web e móveis",
          "integrar os nossos sistemas com plataformas de pagamento móvel",
          "escrever testes e documentação técnica",
          "apoiar a equipa no tratamento dos pedidos dos clientes",
        ],
        requirements: [
          "Licenciatura em Engenharia Informática ou área afim",
          "Experiência com JavaScript, PHP ou Python",
          "Conhecimentos de bases de dados SQL",
          "Vontade de aprender e de trabalhar em equipa",
        ],
      },
      {
        title: "Analista de Sistemas",
        duties: [
          "levantar os requisitos junto das áreas de negócio",
          "administrar os servidores e as bases de dados da empresa",
          "garantir as cópias de segurança e a segurança da rede",
          "dar suporte técnico aos utilizadores",
        ],
        requirements: [
          "Licenciatura em Informática ou Sistemas de Informação",
          "Dois anos de experiência em funções semelhantes",
          "Conhecimentos de Linux e de redes",
          "Sentido de responsabilidade e discrição",
        ],
      },
    ],
    design: [
      {
        title: "Designer Gráfico",
        duties: [
          "criar peças gráficas para as redes sociais, cartazes e outdoors",
          "garantir a coerência da identidade visual da marca",
          "preparar os ficheiros para impressão",
          "apoiar a equipa de marketing nas campanhas",
        ],
        requirements: [
          "Domínio do Photoshop, do Illustrator e do InDesign",
          "Portefólio com trabalhos recentes",
          "Criatividade e atenção ao detalhe",
          "Capacidade de cumprir prazos",
        ],
      },
    ],
    marketing: [
      {
        title: "Gestor de Redes Sociais",
        duties: [
          "gerir as páginas da empresa no Facebook, no Instagram e no LinkedIn",
          "produzir conteúdos em português adequados ao nosso público",
          "acompanhar as métricas e preparar relatórios mensais",
          "gerir as campanhas pagas",
        ],
        requirements: [
          "Licenciatura em Comunicação, Marketing ou Jornalismo",
          "Excelente escrita em português",
          "Experiência com ferramentas de gestão de redes sociais",
          "Criatividade e iniciativa",
        ],
      },
    ],
    sales: [
      {
        title: "Técnico Comercial",
        duties: [
          "angariar novos clientes na sua zona",
          "apresentar os nossos produtos e negociar propostas",
          "cumprir as metas mensais de vendas",
          "acompanhar os clientes no pós-venda",
        ],
        requirements: [
          "Ensino médio concluído; formação em Gestão ou Marketing é uma vantagem",
          "Experiência em vendas no terreno",
          "Carta de condução",
          "Boa comunicação e persistência",
        ],
      },
    ],
    engineering: [
      {
        title: "Engenheiro Civil",
        duties: [
          "acompanhar a execução das obras",
          "controlar a qualidade dos materiais e o cumprimento dos prazos",
          "elaborar os relatórios semanais de obra",
          "coordenar os subempreiteiros e as equipas no estaleiro",
        ],
        requirements: [
          "Licenciatura em Engenharia Civil",
          "Três anos de experiência em obras de estradas ou edifícios",
          "Domínio do AutoCAD",
          "Inscrição na Ordem dos Engenheiros",
        ],
      },
      {
        title: "Técnico de Energia Solar",
        duties: [
          "instalar e pôr em funcionamento sistemas solares em casa dos clientes",
          "fazer a manutenção preventiva e corretiva",
          "ensinar os clientes a usar os equipamentos",
          "registar as avarias e as peças necessárias",
        ],
        requirements: [
          "Curso técnico-profissional de Electricidade",
          "Conhecimentos de sistemas fotovoltaicos",
          "Cumprimento rigoroso das regras de segurança",
          "Disponibilidade para deslocações às zonas rurais",
        ],
      },
    ],
    hospitality: [
      {
        title: "Recepcionista de Hotel",
        duties: [
          "receber os hóspedes e fazer o check-in e o check-out",
          "responder aos pedidos de reserva por telefone e por e-mail",
          "tratar dos pagamentos dos hóspedes",
          "garantir a satisfação de cada hóspede",
        ],
        requirements: [
          "Formação em Hotelaria ou Turismo",
          "Fluência em português e em inglês",
          "Boa apresentação",
          "Disponibilidade para trabalhar por turnos e aos fins-de-semana",
        ],
      },
    ],
  },
  titles: {
    intern: ["Estágio – {role}", "Estagiário – {role}"],
    volunteer: "Voluntário – {role}",
    junior: "{role} Júnior",
    senior: "{role} Sénior",
    lead: "{role} – Chefe de Equipa",
  },
  openers: [
    "A {company} está a recrutar! Para reforçar a nossa equipa em {city}, procuramos um(a) {title}.",
    "Oportunidade de emprego: a {company}, empresa em crescimento {inCountry}, procura um(a) {title} para o escritório de {city}.",
    "É uma pessoa motivada e quer fazer parte de uma equipa dinâmica? A {company} tem uma vaga de {title} em {city}.",
  ],
  leads: [
    "Principais responsabilidades:",
    "No dia-a-dia, irá",
    "Na dependência da chefia da equipa, será responsável por",
  ],
  closers: [
    "Vai trabalhar com uma equipa jovem e empenhada.",
    "Oferecemos um bom ambiente de trabalho e reais oportunidades de progressão.",
    "Está previsto um período de integração de duas semanas.",
  ],
  internship: [
    "Estágio remunerado de {months} meses para finalistas e recém-licenciados. Terá um orientador, tarefas reais e um certificado no final; os melhores estagiários poderão integrar o quadro da empresa.",
  ],
  volunteer:
    "Voluntariado de cerca de {days} dias por mês. Cobrimos o transporte e as refeições, e passamos uma declaração ao fim de três meses.",
  growth: [
    "Na {company}, cada colaborador tem um orçamento anual para cursos e um mentor.",
    "Incentivamos candidaturas de mulheres e de jovens recém-formados.",
    "O processo de recrutamento é simples: uma conversa telefónica, um exercício prático e uma entrevista com a equipa.",
  ],
  workMode: {
    0: ["A função é presencial, no nosso escritório em {city}."],
    1: ["Regime híbrido: dois dias por semana no escritório de {city} e os restantes em teletrabalho."],
    2: [
      "Função em teletrabalho a 100%, com uma ligação à internet fiável; a empresa paga o seu pacote de dados.",
    ],
  },
  apply: [
    "Para se candidatar, clique em «Candidatar-se» e anexe o seu CV e uma carta de apresentação.",
    "Interessado(a)? Envie o seu CV através do botão «Candidatar-se».",
  ],
  benefits: [
    "Seguro de saúde para si e para a sua família",
    "Subsídio de transporte",
    "Subsídio de alimentação",
    "22 dias úteis de férias por ano",
    "Prémio de desempenho anual",
    "Orçamento anual para formação",
    "Horário flexível",
    "Telemóvel e internet pagos pela empresa",
  ],
  list: { separator: ", ", last: " e " },
  countries: {
    AO: { name: "Angola", in: "em Angola" },
    MZ: { name: "Moçambique", in: "em Moçambique" },
  },
};
