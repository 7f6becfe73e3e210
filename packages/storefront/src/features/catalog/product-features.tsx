import { Chip } from '@dhanya/ui';
import { BadgeCheck, Headset, RotateCcw, Truck } from 'lucide-react';
import { useTexts } from '../../shared/locale';

/** The shop's promises, the same on every product (CATALOG-11). */
const features = [
  { label: 'freeShipping', icon: Truck },
  { label: 'premiumQuality', icon: BadgeCheck },
  { label: 'support', icon: Headset },
  { label: 'easyReturns', icon: RotateCcw },
] as const;

export function ProductFeatures() {
  const texts = useTexts().catalog;
  return (
    <ul aria-label={texts.whyShopWithUs} className="flex flex-wrap gap-2">
      {features.map(({ label, icon: Icon }) => (
        <li key={label}>
          <Chip tone="info">
            <Icon aria-hidden />
            {texts[label]}
          </Chip>
        </li>
      ))}
    </ul>
  );
}
