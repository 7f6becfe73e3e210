import { Heart, LifeBuoy, type LucideIcon, Package, ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';

type Tile = { title: string; description: string; to: string; icon: LucideIcon };

/** Where a shopper goes from the profile (ACCOUNT-19). */
const PROFILE_TILES: Tile[] = [
  { title: 'My Orders', description: 'Track and review what you ordered', to: '/orders', icon: Package },
  { title: 'My Wishlist', description: 'Products you saved for later', to: '/wishlist', icon: Heart },
  {
    title: 'Customer Support & Help',
    description: 'Questions about an order? Write to us',
    to: '/support',
    icon: LifeBuoy,
  },
  { title: 'My Cart', description: 'Review your cart and check out', to: '/cart', icon: ShoppingCart },
];

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
  return (
    <nav aria-label="Your account">
      <ul className="grid gap-4 sm:grid-cols-2">
        {PROFILE_TILES.map((tile) => (
          <li key={tile.to}>
            <ProfileTile {...tile} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
