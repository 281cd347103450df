/** Customer reviews (document 2, section 3 "Testimonial"): fixed, 20, all rated 5. */
export type CompanySize = 'small' | 'medium' | 'large';

export interface Testimonial {
  id: number;
  name: string;
  title: string;
  company: string;
  location: string;
  companySize: CompanySize;
  rating: number;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  review: string;
  beforeAfter: string;
  industry: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    name: 'Ananya Iyer',
    title: 'Founder',
    company: 'Kochi Coastal Realty',
    location: 'Kochi, India',
    companySize: 'small',
    rating: 5,
    date: '2025-05-14',
    review:
      'Our website enquiries used to sit in an inbox until evening. Now they land in SalesFlow from our WordPress form, get a score, and the AI calls the hot ones within minutes.',
    beforeAfter: 'First call to a new enquiry: 6 hours → 4 minutes',
    industry: 'Real Estate',
  },
  {
    id: 2,
    name: 'Rahul Verma',
    title: 'Head of Admissions',
    company: 'BrightPath Tutors',
    location: 'Pune, India',
    companySize: 'medium',
    rating: 5,
    date: '2025-04-22',
    review:
      'During admission season we get thousands of parent enquiries. Lead scoring tells counsellors who to call first, and WhatsApp follow-ups go out from the same screen.',
    beforeAfter: 'Enquiry-to-admission rate: 9% → 15%',
    industry: 'EdTech',
  },
  {
    id: 3,
    name: 'Siti Rahman',
    title: 'Sales Director',
    company: 'Lumina Skincare',
    location: 'Kuala Lumpur, Malaysia',
    companySize: 'medium',
    rating: 5,
    date: '2025-03-30',
    review:
      'We moved from spreadsheets and a Zoho export in one afternoon. The pipeline board finally shows my managers where every distributor deal stands.',
    beforeAfter: 'Time spent on weekly sales reports: 5 hours → 20 minutes',
    industry: 'Retail',
  },
  {
    id: 4,
    name: 'Vikram Shetty',
    title: 'Managing Director',
    company: 'SunGrid Rooftops',
    location: 'Bangalore, India',
    companySize: 'small',
    rating: 5,
    date: '2025-05-02',
    review:
      'The AI assistant qualifies rooftop solar leads before my engineers spend a visit on them. The transcripts show exactly what each homeowner asked about subsidy and cost.',
    beforeAfter: 'Site visits that turn into orders: 22% → 41%',
    industry: 'Solar Energy',
  },
  {
    id: 5,
    name: 'Farah Al Mansoori',
    title: 'Business Development Manager',
    company: 'Oasis Travel Desk',
    location: 'Dubai, UAE',
    companySize: 'small',
    rating: 5,
    date: '2025-02-18',
    review:
      'Leads from our Facebook ads reach SalesFlow through Zapier and are called back the same hour. Calling hours per lead time zone means nobody gets a call at midnight.',
    beforeAfter: 'Holiday packages sold per month: 38 → 61',
    industry: 'Travel',
  },
  {
    id: 6,
    name: 'Arjun Nair',
    title: 'VP Sales',
    company: 'Ledgerly Cloud',
    location: 'Hyderabad, India',
    companySize: 'large',
    rating: 5,
    date: '2025-01-27',
    review:
      'With 140 reps, who sees which lead matters. Teams and roles keep each manager on their own region, and round-robin assignment stopped the arguments over leads.',
    beforeAfter: 'Leads left unassigned after a day: 18% → 0%',
    industry: 'SaaS',
  },
  {
    id: 7,
    name: 'Priya Raghavan',
    title: 'Insurance Advisor',
    company: 'Raghavan Financial Services',
    location: 'Chennai, India',
    companySize: 'small',
    rating: 5,
    date: '2025-04-09',
    review:
      'I work alone with one assistant. SalesFlow reminds me who to follow up, scores renewals, and the WhatsApp messages keep the personal touch my clients expect.',
    beforeAfter: 'Policy renewals kept: 71% → 88%',
    industry: 'Insurance',
  },
  {
    id: 8,
    name: 'James Whitfield',
    title: 'Commercial Manager',
    company: 'Harbourline Logistics',
    location: 'Sydney, Australia',
    companySize: 'medium',
    rating: 5,
    date: '2025-03-11',
    review:
      'We quote freight for importers across Asia. The deal pipeline and the activity timeline mean any of us can pick up a customer conversation where a colleague left it.',
    beforeAfter: 'Quotes followed up within 24 hours: 55% → 97%',
    industry: 'Logistics',
  },
  {
    id: 9,
    name: 'Neha Kulkarni',
    title: 'Clinic Operations Lead',
    company: 'SmileCare Dental Clinics',
    location: 'Mumbai, India',
    companySize: 'medium',
    rating: 5,
    date: '2025-05-20',
    review:
      'Appointment requests from six clinic websites now arrive in one list. The AI call confirms the slot and the patient’s concern, so our front desk only handles the real questions.',
    beforeAfter: 'Missed appointment requests: 30 a month → 2 a month',
    industry: 'Healthcare',
  },
  {
    id: 10,
    name: 'Budi Santoso',
    title: 'Owner',
    company: 'Santoso Motor Parts',
    location: 'Jakarta, Indonesia',
    companySize: 'small',
    rating: 5,
    date: '2024-12-03',
    review:
      'I imported eight years of customer records from Excel in minutes, duplicates flagged. Now I know which workshops have not ordered for two months and call them first.',
    beforeAfter: 'Repeat orders from workshops: 40% → 58%',
    industry: 'Automotive',
  },
  {
    id: 11,
    name: 'Kavya Menon',
    title: 'Recruitment Lead',
    company: 'TalentBridge Staffing',
    location: 'Bangalore, India',
    companySize: 'medium',
    rating: 5,
    date: '2025-02-26',
    review:
      'We treat hiring managers as leads. The score explains itself, so my recruiters trust it, and the reports show which client sources actually bring in mandates.',
    beforeAfter: 'New client mandates per quarter: 24 → 39',
    industry: 'Recruitment',
  },
  {
    id: 12,
    name: 'Nguyen Minh Anh',
    title: 'Sales Manager',
    company: 'Saigon Smart Homes',
    location: 'Ho Chi Minh City, Vietnam',
    companySize: 'medium',
    rating: 5,
    date: '2025-01-15',
    review:
      'Our showroom visitors fill a tablet form that posts straight to SalesFlow. By the time they reach home, they already have a WhatsApp message with the quote.',
    beforeAfter: 'Showroom visitors who buy: 12% → 19%',
    industry: 'Retail',
  },
  {
    id: 13,
    name: 'Rohan Malhotra',
    title: 'Director of Sales',
    company: 'Malhotra Hospitality Group',
    location: 'Delhi, India',
    companySize: 'large',
    rating: 5,
    date: '2025-03-05',
    review:
      'Corporate event enquiries for our five hotels are scored and routed to the right property team. The AI call collects dates, guest count and budget before a manager steps in.',
    beforeAfter: 'Event enquiries answered the same day: 48% → 100%',
    industry: 'Hospitality',
  },
  {
    id: 14,
    name: 'Maria Santos',
    title: 'Country Manager',
    company: 'IslandPay Remit',
    location: 'Manila, Philippines',
    companySize: 'large',
    rating: 5,
    date: '2024-11-19',
    review:
      'Compliance matters to us: consent to call is recorded on each contact and Do Not Call is respected by every dialer run. Our agents spend the day on conversations, not dialling.',
    beforeAfter: 'Conversations per agent per day: 35 → 80',
    industry: 'Financial Services',
  },
  {
    id: 15,
    name: 'Sandeep Joshi',
    title: 'Co-founder',
    company: 'Jaipur Block Prints',
    location: 'Jaipur, India',
    companySize: 'small',
    rating: 5,
    date: '2025-04-28',
    review:
      'Boutique owners message us on WhatsApp and now every message lands on the right contact. The two of us finally have one place for wholesale orders and follow-ups.',
    beforeAfter: 'Wholesale buyers followed up each week: 15 → 60',
    industry: 'Retail',
  },
  {
    id: 16,
    name: 'Hannah Clarke',
    title: 'Head of Growth',
    company: 'Northwind Learning',
    location: 'London, United Kingdom',
    companySize: 'medium',
    rating: 5,
    date: '2025-02-07',
    review:
      'We sell courses to learners in India from the UK. Calling hours in the lead’s own time zone and an Indian caller ID made our outreach feel local.',
    beforeAfter: 'Demo-to-enrolment conversion: 11% → 18%',
    industry: 'EdTech',
  },
  {
    id: 17,
    name: 'Aditya Rao',
    title: 'Plant Sales Head',
    company: 'Deccan Precision Castings',
    location: 'Ahmedabad, India',
    companySize: 'large',
    rating: 5,
    date: '2025-01-09',
    review:
      'Industrial deals take months. The pipeline with expected close dates and the reports on deals by stage gave our board a forecast they believe.',
    beforeAfter: 'Forecast accuracy per quarter: ±35% → ±8%',
    industry: 'Manufacturing',
  },
  {
    id: 18,
    name: 'Grace Wanjiru',
    title: 'Sales Lead',
    company: 'Savanna Solar Kits',
    location: 'Nairobi, Kenya',
    companySize: 'small',
    rating: 5,
    date: '2024-12-16',
    review:
      'We are four people covering three countries. The AI assistant makes the first call in English, and the summary tells us who wants a kit and who needs financing.',
    beforeAfter: 'Leads contacted within a day: 30% → 95%',
    industry: 'Solar Energy',
  },
  {
    id: 19,
    name: 'Imran Qureshi',
    title: 'General Manager, Sales',
    company: 'Crescent Auto World',
    location: 'Hyderabad, India',
    companySize: 'large',
    rating: 5,
    date: '2025-05-26',
    review:
      'Test drive requests from our dealer sites and portals all arrive through webhooks, none lost, none duplicated. Our showroom teams see their own leads and nobody else’s.',
    beforeAfter: 'Test drives booked per month: 210 → 340',
    industry: 'Automotive',
  },
  {
    id: 20,
    name: 'Wei Ling Tan',
    title: 'Founder',
    company: 'Orchid Wellness Studio',
    location: 'Singapore, Singapore',
    companySize: 'small',
    rating: 5,
    date: '2025-03-21',
    review:
      'Trial class sign-ups get a friendly call and a WhatsApp reminder without me lifting the phone. SalesFlow paid for itself in the first month.',
    beforeAfter: 'Trial classes that become memberships: 25% → 43%',
    industry: 'Healthcare',
  },
];
