import { Heart, LifeBuoy, type LucideIcon, Package, ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../shared/locale';

type Tile = { title: string; description: string; to: string; icon: LucideIcon };

/** Where a shopper goes from the profile (ACCOUNT-19), by the texts' names. */
const PROFILE_TILES = [
  { title: 'orders', description: 'ordersHint', to: '/orders', icon: Package },
  { title: 'wishlist', description: 'wishlistHint', to: '/wishlist', icon: Heart },
  { title: 'support', description: 'supportHint', to: '/support', icon: LifeBuoy },
  { title: 'cart', description: 'cartHint', to: '/cart', icon: ShoppingCart },
] as const;

/** The whole card is clickable; the link's name is the title alone, the line under it its description. */
function ProfileTile({ title, description, to, icon: Icon }: Tile) {
  const descriptionId = useId();
  return (
    <div className="relative flex h-full items-center gap-4 rounded-card border border-border bg-surface p-4 shadow-sm transition-colors focus-within:ring-2 focus-within:ring-secondary hover:border-primary hover:bg-muted/40">
      <span
        aria-hidden
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary/25 text-primary"
      >
        <Icon className="size-6" />
      </span>
      <span className="flex min-w-0 flex-col gap-0.5">
        <Link
          to={to}
          aria-describedby={descriptionId}
          className="font-semibold text-foreground outline-none after:absolute after:inset-0 after:rounded-card after:content-['']"
        >
          {title}
        </Link>
        <span id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </span>
      </span>
    </div>
  );
}

export function ProfileTiles() {
  const texts = useTexts().profile;
  return (
    <nav aria-label={texts.yourAccount}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {PROFILE_TILES.map((tile) => (
          <li key={tile.to}>
            <ProfileTile {...tile} title={texts[tile.title]} description={texts[tile.description]} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
