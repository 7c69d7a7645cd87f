/** Routes of spec §2 that the app links to (all exact). */
export const paths = {
  home: '/',
  howItWorks: '/comofunciona',
  about: '/conectasst',
  missionVisionValues: '/missao-visao-valores',
  faq: '/perguntas-frequentes',
  contact: '/faleconosco',
  /** The legal texts in force (issue 37 item 3), versioned in the CMS. */
  termsOfUse: '/termos-de-uso',
  privacyPolicy: '/politica-de-privacidade',
  blog: '/blog',
  /** The free SST diagnosis (issue #24); `?cnae=` fills the class in. */
  diagnosis: '/diagnostico',
  /** Agenda SST (ADR 0175): the request form; `/agenda-sst/<token>` is the company's agenda. */
  agenda: '/agenda-sst',
  /** The landing pages of the services and NRs (server-rendered, ADR 0120). */
  services: '/servicos',
  login: '/login',
  signup: '/signup',
  recovery: '/recovery',
  changePassword: '/change/password',
  /** The demand wizard (spec §2): the company, then the place, then the contact; the draft lives in local storage. */
  demandWizard: { company: '/demanda', location: '/demanda/second-state', contact: '/demanda/third-state' },
  secondState: '/second-state',
  thirdState: '/third-state',
  dashboard: '/dashboard',
  subscribedDemands: '/demandasinscritas',
  profile: '/dashboard/profile',
  packages: '/dashboard/pacotes',
  /** The provider's reviews and replies (issue #21). */
  myReviews: '/dashboard/avaliacoes',
  /** The provider's own figures, "Meu desempenho" (issue #21 item 6). */
  myInsights: '/dashboard/desempenho',
  /** "Alertas": how and when the provider hears of new demands (issue 36). */
  providerAlerts: '/dashboard/alertas',
  checkout: '/checkout',
  /** The requester's own page (`/minha-demanda/<token>`, link of every e-mail); without a token, the new-link form. */
  requesterPage: '/minha-demanda',
  serviceOffer: (id: string) => `/dashboard/service/${encodeURIComponent(id)}`,
  /** The analyst's area (issue #40, ADR 0178): analysts and admins; read-only screens, personal data masked. */
  analyst: {
    /** "Eventos", the stream browser: the analyst's landing screen. */
    events: '/analista/eventos',
    stream: (stream: string) => `/analista/eventos/${encodeURIComponent(stream)}`,
    partnerLedger: (id: string) => `/analista/Parceiro/${encodeURIComponent(id)}/creditos`,
    partnerSubscriptions: (id: string) => `/analista/Parceiro/${encodeURIComponent(id)}/inscricoes`,
    demandSubscriptions: (id: number | string) => `/analista/demanda/${encodeURIComponent(String(id))}/inscricoes`,
    history: (kind: string, id: string) => `/analista/historico/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
    /** "Auditoria": opens a partner's, a demand's or a record's audit screens by its id. */
    audit: '/analista/auditoria',
    /** "Como estava em" and the period export (ADR 0179). */
    timeTravel: '/analista/como-estava',
    logExport: '/analista/exportacao',
  },
  admin: {
    /** Analysts: invite one (issue #40). */
    analysts: '/admin/analistas',
    cms: '/admin/cms',
    areas: '/admin',
    areaAdd: '/admin/area/add',
    areaEdit: '/admin/area/edit',
    nrs: '/admin/nrs',
    nrAdd: '/admin/nrs/add',
    nrEdit: '/admin/nrs/edit',
    agendaRules: '/admin/agenda-rules',
    agendaRuleAdd: '/admin/agenda-rules/add',
    agendaRuleEdit: '/admin/agenda-rules/edit',
    serviceAdd: '/admin/services/add',
    serviceEdit: '/admin/services/edit',
    cmsHome: '/admin/cms/home',
    cmsFaq: '/admin/cms/PerguntasFrequentes',
    cmsFaqNew: '/admin/cms/PerguntasFrequentes/new',
    cmsFaqEdit: '/admin/cms/PerguntasFrequentes/edit',
    cmsMissionValues: '/admin/cms/MissaoValores',
    blog: '/admin/blog',
    blogNew: '/admin/blog/new',
    blogEdit: '/admin/blog/edit',
    credits: '/admin/credits',
    creditsAdd: '/admin/credits/add',
    creditsEdit: '/admin/credits/edit',
    services: '/admin/services',
    partners: '/admin/Parceiro',
    demands: '/admin/demanda',
    contacts: '/admin/contatos',
    subscriptions: '/admin/inscricoes',
    refunds: '/admin/reembolsos',
    reviews: '/admin/avaliacoes',
    reversals: '/admin/estornos',
    credentials: '/admin/credenciais',
    parkedEvents: '/admin/eventos-com-falha',
    lgpd: '/admin/lgpd',
    /** "Painel": the admin's charts (not the provider's /dashboard). */
    charts: '/admin/painel',
    /** "Como estava em" and the period export (ADR 0179). */
    timeTravel: '/admin/como-estava',
    logExport: '/admin/exportacao',
    partnerEdit: (id: string) => `/admin/Parceiro/edit/${encodeURIComponent(id)}`,
    partnerLedger: (id: string) => `/admin/Parceiro/${encodeURIComponent(id)}/creditos`,
    partnerSubscriptions: (id: string) => `/admin/Parceiro/${encodeURIComponent(id)}/inscricoes`,
    demandSubscriptions: (id: number | string) => `/admin/demanda/${encodeURIComponent(String(id))}/inscricoes`,
    history: (kind: string, id: string) => `/admin/historico/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
  },
} as const;
