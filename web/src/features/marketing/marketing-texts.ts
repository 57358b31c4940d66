// spec 3 §1 and §2.5: what the marketing page says. The spec names the points and the links, not their
// sentences; the headings and link names below are the spec's words.

/**
 * The sales contact (spec 3 §1: a sales mail address, a phone number, social links). The spec gives no
 * concrete values, so the operator sets them here, in this one place: the address uses the reserved
 * `.example` domain and the number the fictional 555-01xx range until then.
 */
export const SALES_CONTACT = {
  email: 'sales@virtualjobfair.example',
  phoneDisplay: '+1 (617) 555-0142',
  phoneHref: 'tel:+16175550142',
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/virtual-job-fair' },
    { name: 'Facebook', href: 'https://www.facebook.com/virtualjobfair' },
    { name: 'X', href: 'https://x.com/virtualjobfair' },
  ],
} as const;

export const salesMailto = `mailto:${SALES_CONTACT.email}?subject=${encodeURIComponent('Virtual job fair enquiry')}`;

export type Advantage = Readonly<{ title: string; text: string }>;

export const MARKETING_TEXTS = {
  productName: 'Virtual Job Fair',
  home: 'Home',
  companyLogin: 'Company login',
  contactSales: 'Contact Sales',
  contactUs: 'Contact Us',
  callNow: 'Call now',
  eyebrow: 'White-label virtual job fair platform',
  headline: 'White-label virtual job fairs for newspapers and associations',
  lead: 'Host branded career events for your community on your own subdomain. Employers set up booths, job seekers wait in a live queue, and recruiters interview face to face by video, all in the browser.',
  toCompanyTitle: 'Advantages to company',
  toCompanyLead: 'Everything an employer needs to hire at a virtual event, in one place.',
  toCompany: [
    {
      title: 'From set-up to live video interviews',
      text: 'Create the fair, pay, configure booths and staff them with recruiters, then interview candidates by live video on the day.',
    },
    {
      title: 'A real-time queue',
      text: 'Job seekers are ordered in a real-time queue at every booth, so recruiters always know who is next and candidates see their place.',
    },
    {
      title: 'A booth for every part of your company',
      text: 'Each department, location or team gets its own booth with its own recruiters, questions and interview length.',
    },
    {
      title: 'Candidates do not compete between companies',
      text: 'Every job fair belongs to one hiring company: the candidates who come are yours, not shared with the employer at the next table.',
    },
  ] satisfies readonly Advantage[],
  toSponsorTitle: 'Advantages to sponsor',
  toSponsorLead: 'For newspapers and associations that host job fairs for their client companies.',
  toSponsor: [
    {
      title: 'Advertising revenue goes to the sponsor',
      text: 'Job fairs bring your advertisers a new product, and the advertising revenue they earn stays with you.',
    },
    {
      title: 'Your own subdomain',
      text: 'Your site lists every job fair you sponsor and invites client companies to register and host their own.',
    },
    {
      title: 'Your name on every fair',
      text: 'Each fair you sponsor carries your name or tagline on the page job seekers register on.',
    },
  ] satisfies readonly Advantage[],
  stepsTitle: 'How a job fair runs',
  steps: [
    { title: 'Set up', text: 'The company registers, creates its fair and adds booths and recruiters.' },
    { title: 'Invite', text: 'Job seekers register free of charge through the fair’s own page.' },
    { title: 'Queue', text: 'On the day, candidates join booth queues from the event lobby.' },
    { title: 'Interview', text: 'Recruiters call the next candidate into a timed video interview.' },
  ] satisfies readonly Advantage[],
  ctaTitle: 'Ready to host your own virtual job fair?',
  ctaText: 'Talk to our sales team about a white-label job fair for your readers or members.',
  contactTitle: 'Contact sales',
  email: 'Email',
  phone: 'Phone',
  followUs: 'Follow us',
  footerTagline: 'White-label virtual job fairs with live video interviews.',
} as const;
