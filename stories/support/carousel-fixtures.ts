import type { CarouselImage } from '@dhanya/ui';

type Palette = { sky: [string, string]; field: [string, string]; grain: string; sun: string };

/** A 1600×600 banner: a gradient sky, a sun, rolling fields and a scatter of rice grains. */
function bannerImage(id: string, { sky, field, grain, sun }: Palette) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="${id}-sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
<linearGradient id="${id}-field" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${field[0]}"/><stop offset="1" stop-color="${field[1]}"/></linearGradient>
<pattern id="${id}-grain" width="64" height="56" patternUnits="userSpaceOnUse" patternTransform="rotate(-18)">
<ellipse cx="14" cy="14" rx="4" ry="10" fill="${grain}" opacity="0.55" transform="rotate(30 14 14)"/>
<ellipse cx="46" cy="40" rx="4" ry="10" fill="${grain}" opacity="0.4" transform="rotate(-25 46 40)"/>
</pattern>
</defs>
<rect width="1600" height="600" fill="url(#${id}-sky)"/>
<circle cx="1230" cy="170" r="96" fill="${sun}" opacity="0.85"/>
<path d="M0 330 C 260 250 520 300 800 330 S 1350 260 1600 300 V 600 H 0 Z" fill="url(#${id}-field)" opacity="0.75"/>
<path d="M0 400 C 300 340 620 420 900 400 S 1400 350 1600 390 V 600 H 0 Z" fill="url(#${id}-field)"/>
<rect y="380" width="1600" height="220" fill="url(#${id}-grain)"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const carouselSlides: CarouselImage[] = [
  {
    _id: 'slide-basmati',
    title: 'Aged Basmati, straight from the farm',
    description: 'Long, fragrant grains aged for two years. Free delivery on orders above ₹999.',
    imageUrl: bannerImage('basmati', {
      sky: ['#fde68a', '#f59e0b'],
      field: ['#d97706', '#92400e'],
      grain: '#fff7d6',
      sun: '#fffbeb',
    }),
  },
  {
    _id: 'slide-sona-masoori',
    title: 'Sona Masoori for everyday meals',
    description: 'Light, soft and quick to cook — packed fresh in 5 kg and 10 kg bags.',
    imageUrl: bannerImage('sona', {
      sky: ['#bbf7d0', '#4d7c0f'],
      field: ['#65a30d', '#1a2e05'],
      grain: '#f7fee7',
      sun: '#fefce8',
    }),
  },
  {
    _id: 'slide-dal',
    title: 'Toor, Moong and Masoor Dal',
    description: 'Unpolished pulses from Karnataka and Madhya Pradesh.',
    imageUrl: bannerImage('dal', {
      sky: ['#fed7aa', '#c2410c'],
      field: ['#ea580c', '#7c2d12'],
      grain: '#ffedd5',
      sun: '#fff7ed',
    }),
  },
  {
    _id: 'slide-millets',
    title: 'Millets are back',
    description: 'Ragi, jowar and bajra, stone-ground to order.',
    imageUrl: bannerImage('millets', {
      sky: ['#a5f3fc', '#155e75'],
      field: ['#0f766e', '#042f2e'],
      grain: '#ecfeff',
      sun: '#f0fdfa',
    }),
  },
];

export const longTextSlide: CarouselImage = {
  _id: 'slide-long',
  title:
    'Hand-picked, sun-dried and stone-polished Indrayani rice from the Maval valley, delivered to your doorstep within two days',
  description:
    'Our harvest partners in Pune district grow Indrayani the traditional way, without chemical fertilisers. Each batch is sun-dried, cleaned twice and packed in breathable cotton bags so the grains keep their aroma for months. Order before noon for same-day dispatch anywhere in Maharashtra, Karnataka and Goa.',
  imageUrl: carouselSlides[0]!.imageUrl,
};
