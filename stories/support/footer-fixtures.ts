/** Footer data for stories, shaped like GET /api/footer/getfooter's answer. */
import type { FooterData, FooterLinkItem } from '@dhanya/ui';

export const footerData: FooterData = {
  companyName: 'Annapurna Grains',
  companyTagline: 'Rice, pulses and millets, cleaned and packed on our farm in Mandya since 1987.',
  address: '12 Market Road, Mandya, Karnataka 571401',
  email: 'hello@annapurnagrains.in',
  phone: '+91 98450 12345',
  socialLinks: {
    facebook: 'https://www.facebook.com/annapurnagrains',
    twitter: 'https://twitter.com/annapurnagrains',
    instagram: 'https://www.instagram.com/annapurnagrains',
    linkedin: 'https://www.linkedin.com/company/annapurnagrains',
  },
  legalLinks: [
    { title: 'Privacy Policy', url: '/privacy' },
    { title: 'Shipping Policy', url: '/shipping' },
    { title: 'FSSAI Licence', url: 'https://foscos.fssai.gov.in/' },
  ],
};

export const longFooterData: FooterData = {
  companyName: 'Sri Lakshmi Venkateshwara Traditional Rice, Millets and Organic Pulses Trading Company',
  companyTagline:
    'From the paddy fields of the Kaveri delta to your kitchen: hand-pounded rice, stone-ground flours, cold-pressed oils and more than forty varieties of pulses and millets, sorted by hand, packed fresh every week and delivered across Karnataka, Tamil Nadu and Andhra Pradesh.',
  address:
    'Door No. 1234/56-B, Second Floor, Sri Rama Complex, Near Old Bus Stand, Gandhi Bazaar Main Road, Basavanagudi, Bengaluru Urban District, Karnataka 560004, India',
  email: 'customer.support.and.wholesale.enquiries@srilakshmivenkateshwaratraders.co.in',
  phone: '+91 80 2660 1234 / +91 98450 12345',
  socialLinks: { facebook: 'https://www.facebook.com/srilakshmivenkateshwaratraditionalrice' },
  legalLinks: [
    { title: 'Privacy Policy', url: '/privacy' },
    { title: 'Terms of Sale for Wholesale and Retail Customers', url: '/terms-of-sale' },
    { title: 'Shipping, Delivery and Returns', url: '/shipping' },
    { title: 'Cancellation and Refund Policy (Updated April 2025)', url: '/refunds' },
    { title: 'FSSAI Licence No. 11220333000456', url: 'https://foscos.fssai.gov.in/' },
  ],
};

export const unsafeFooterData: FooterData = {
  ...footerData,
  companyName: '<script>alert(1)</script>Annapurna',
  companyTagline: '<img src=x onerror="alert(1)"> Fresh grains',
  socialLinks: { facebook: 'javascript:alert(1)', instagram: 'https://www.instagram.com/annapurnagrains' },
  legalLinks: [
    { title: 'Privacy Policy', url: '/privacy' },
    { title: 'Click me', url: 'javascript:alert(1)' },
    { title: 'Data link', url: 'data:text/html,<script>alert(1)</script>' },
  ],
};

export const shopLinks: FooterLinkItem[] = [
  { title: 'Rice', href: '/categories/rice' },
  { title: 'Pulses & Dals', href: '/categories/pulses' },
  { title: 'Millets', href: '/categories/millets' },
  { title: 'All Products', href: '/productlist' },
];
