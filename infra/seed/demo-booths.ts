// The demo fair's booths: enough variety to show featured booths, jobs and queue questions.
export const DEMO_BOOTHS = [
  {
    logo: 'acme-logo.png',
    fields: {
      name: 'Acme Engineering',
      description:
        'Join the team that designs, builds and tests Acme products. We hire software, hardware and test engineers at every level, with mentoring from day one and a four-day build week.',
      linkToJobBoard: 'https://careers.acme.example.com/engineering',
      hotJobSummary: 'Senior TypeScript engineer, embedded firmware engineer, test automation lead',
      chatDuration: 600_000,
      isFeatured: true,
      minimumScore: 1,
      jobs: [
        { description: 'Senior TypeScript Engineer', link: 'https://careers.acme.example.com/jobs/101' },
        { description: 'Embedded Firmware Engineer', link: 'https://careers.acme.example.com/jobs/102' },
      ],
    },
    questions: [
      'Are you authorized to work in the United States?',
      'Do you have 3 or more years of professional experience?',
      'Are you open to hybrid work in Boston?',
    ],
  },
  {
    logo: 'globex-logo.png',
    fields: {
      name: 'Acme Sales',
      description: 'Account executives and sales engineers who help customers find the right Acme tool.',
      linkToJobBoard: 'https://careers.acme.example.com/sales',
      hotJobSummary: 'Account executive (East), sales engineer',
      chatDuration: 300_000,
      isFeatured: false,
      minimumScore: 0,
      jobs: [{ description: 'Account Executive, East Region', link: 'https://careers.acme.example.com/jobs/201' }],
    },
    questions: ['Have you worked in a quota-carrying role?', 'Are you willing to travel up to 30%?'],
  },
  {
    logo: 'initech-logo.png',
    fields: {
      name: 'Acme Operations',
      description: 'Supply chain, logistics and facilities roles across our three plants.',
      linkToJobBoard: '',
      hotJobSummary: 'Logistics coordinator, plant safety officer',
      chatDuration: 600_000,
      isFeatured: false,
      minimumScore: 0,
      jobs: [],
    },
    questions: ['Can you work on-site five days a week?'],
  },
] as const;
