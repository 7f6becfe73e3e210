import { Chip } from '@dhanya/ui';
import { BadgeCheck, Headset, RotateCcw, Truck } from 'lucide-react';

/** The shop's promises, the same on every product (CATALOG-11). */
const features = [
  { label: 'Free Shipping', icon: Truck },
  { label: 'Premium Quality', icon: BadgeCheck },
  { label: '24/7 Support', icon: Headset },
  { label: 'Easy Returns', icon: RotateCcw },
];

export function ProductFeatures() {
  return (
    <ul aria-label="Why shop with us" className="flex flex-wrap gap-2">
      {features.map(({ label, icon: Icon }) => (
        <li key={label}>
          <Chip tone="info">
            <Icon aria-hidden />
            {label}
          </Chip>
        </li>
      ))}
    </ul>
  );
}
