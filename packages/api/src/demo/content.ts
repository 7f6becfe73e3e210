export { demoTerms } from './content/terms';
export { demoReturnPolicy } from './content/return-policy';

/** What grows in the foreground of a carousel scene. */
export type DemoCrop = 'paddy' | 'millet' | 'mustard' | 'pulses';

interface DemoCarouselScene {
  skyTop: string;
  skyBottom: string;
  sun: string;
  hills: string;
  field: string;
  furrow: string;
  crop: DemoCrop;
  cropColour: string;
}

/** A carousel slide: the title and description are rendered as HTML over the drawn scene. */
export interface DemoCarouselSlide {
  key: string;
  title: string;
  description: string;
  scene: DemoCarouselScene;
}

export interface DemoShopLink {
  key: string;
  title: string;
  category: 'new-arrival' | 'collection';
}

export const demoCarousel: DemoCarouselSlide[] = [
  {
    key: 'aged-basmati',
    title: 'Aged Basmati, straight from the farm',
    description: 'Long-grain basmati from Punjab and Haryana, aged a full year before it reaches your kitchen.',
    scene: {
      skyTop: '#f2a6a0',
      skyBottom: '#fde9d0',
      sun: '#fff3c4',
      hills: '#9bb07a',
      field: '#8fa845',
      furrow: '#6d8a2e',
      crop: 'paddy',
      cropColour: '#e5c36a',
    },
  },
  {
    key: 'millets-for-every-meal',
    title: 'Millets for every meal',
    description: 'Foxtail, little, kodo and ragi from rain-fed farms: cleaned, graded and ready to cook like rice.',
    scene: {
      skyTop: '#8ecae6',
      skyBottom: '#eaf6f8',
      sun: '#ffe08a',
      hills: '#a7b985',
      field: '#c9a44c',
      furrow: '#a7832f',
      crop: 'millet',
      cropColour: '#b07a35',
    },
  },
  {
    key: 'cold-pressed-oils',
    title: 'Cold-pressed oils, the old way',
    description: 'Groundnut, sesame, coconut and mustard oils pressed in wooden ghanis and settled, never refined.',
    scene: {
      skyTop: '#f4a259',
      skyBottom: '#fbe3b8',
      sun: '#fff1c1',
      hills: '#7d8f5a',
      field: '#9bb03a',
      furrow: '#7a9a2f',
      crop: 'mustard',
      cropColour: '#f6d12b',
    },
  },
  {
    key: 'pulses-from-indian-fields',
    title: 'Pulses from Indian fields',
    description: 'Unpolished toor, moong, urad and masoor dals from farms in Karnataka, Rajasthan and Madhya Pradesh.',
    scene: {
      skyTop: '#9fd3c7',
      skyBottom: '#f6f1de',
      sun: '#fbd46d',
      hills: '#8aa56b',
      field: '#5f8f3e',
      furrow: '#44702c',
      crop: 'pulses',
      cropColour: '#3f6e2a',
    },
  },
];

export const demoFooter = {
  companyName: 'Dhanya Organics',
  companyTagline: 'Rice, millets, dals and cold-pressed oils from Indian farms, weighed and packed in our shop.',
  address: '14, 2nd Cross, Gandhi Bazaar Main Road, Basavanagudi, Bengaluru, Karnataka 560004',
  email: 'hello@dhanya.example',
  phone: '+91 80 4000 1234',
  socialLinks: {
    facebook: 'https://www.facebook.com/dhanyaorganics',
    twitter: 'https://twitter.com/dhanyaorganics',
    instagram: 'https://www.instagram.com/dhanyaorganics',
    linkedin: 'https://www.linkedin.com/company/dhanyaorganics',
  },
  legalLinks: [
    { title: 'Terms & Conditions', url: '/terms' },
    { title: 'Return & Refund Policy', url: '/return' },
    { title: 'About Us', url: '/about' },
    { title: 'Contact Us', url: '/contact' },
  ],
};

export const demoAbout = {
  title: 'About Dhanya Organics',
  description:
    'Dhanya Organics is a neighbourhood grocery in Bengaluru selling rice, millets, pulses, flours, spices, cold-pressed oils, dry fruits, jaggery and fresh organic produce, in the shop and online.',
  vision:
    'A kitchen in every Indian city stocked with grain that can be traced back to the farm and the season it came from.',
  mission:
    'To buy directly from farmers, farmer producer organisations and small mills at fair prices, to sell their harvest unpolished and unrefined where we can, and to say plainly where each product comes from.',
  story:
    'Dhanya began in 2016 as a single counter in Gandhi Bazaar, selling millets from a farmer group in Tumakuru and groundnut oil from a wooden ghani in Chitradurga. Customers kept asking for more, and today we work with over forty farms and mills across India, from Sona Masoori growers in Raichur to black rice farmers in Manipur. We still clean, weigh and pack every order by hand at the shop.',
  whyChooseUs: [
    'Bought directly from farms and small mills, with the origin named on every product.',
    'Unpolished dals and millets, and oils that are cold-pressed and never refined.',
    'Cleaned, weighed and packed by hand in small batches, so stock stays fresh.',
    'Prices in rupees that include GST, and free delivery on every order.',
    'Fresh produce picked to order and delivered across Bengaluru the next morning.',
  ],
};

export const demoShopLinks: DemoShopLink[] = [
  { key: 'new-this-week', title: 'New This Week', category: 'new-arrival' },
  { key: 'fresh-from-the-farm', title: 'Fresh From the Farm', category: 'new-arrival' },
  { key: 'the-millet-kitchen', title: 'The Millet Kitchen', category: 'collection' },
  { key: 'festive-pantry', title: 'Festive Pantry', category: 'collection' },
];

/**
 * The demo shop's settings (issue 15): UPI to an ID no bank answers ("@example"), so a visitor
 * can try paying by UPI without sending money anywhere; it delivers everywhere, cash too. The
 * address is printed on its invoices (issue 16).
 */
export const demoSettings = {
  legalName: 'Dhanya Demo Stores',
  state: 'Karnataka',
  // No GSTIN: the demo's invoices are bills of supply, as a shop not registered for GST issues.
  address: '12, Gandhi Bazaar Main Road\nBasavanagudi, Bengaluru 560004',
  upiId: 'dhanya.demo@example',
  upiPayeeName: 'Dhanya Demo Stores',
};
