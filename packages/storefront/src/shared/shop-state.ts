import {
  type About,
  type Cart,
  type CheckoutRequest,
  type Category,
  type Footer,
  type Order,
  type Product,
  type User,
  paths,
} from '@dhanya/api';
import { keys, previewLimit } from '@dhanya/api/swr';
import useSWR from 'swr';
import { useSession } from './session';

/**
 * The shared client state of the spec (CONST-07). It is not a second store: every
 * value is read from where the app already keeps it, the SWR cache (one entry per API
 * answer) and the session, so it can never disagree with the screens. Reading it sends no
 * request; a value nobody has loaded yet is null or an empty list.
 */
export type ShopState = {
  user: User | null;
  profile: User | null;
  aboutData: About | null;
  footerData: Footer | null;
  userAdmin: User | null;
  tokenAdmin: string | null;
  cart: Cart | null;
  checkoutData: CheckoutRequest | null;
  orders: Order[];
  categories: Category[];
  contactMessages: unknown[];
  carouselImages: unknown[];
  bestSellers: Product[];
  bestSellerPreview: Product[];
  specialOffers: Product[];
  specialOfferPreview: Product[];
};

/** The cached answer under `key`, without ever fetching it. */
function useCached<T>(key: string): T | undefined {
  return useSWR<T>(key, null, { revalidateOnMount: false, revalidateOnFocus: false, revalidateOnReconnect: false })
    .data;
}

export function useShopState(): ShopState {
  const { user, token, isAdmin, checkoutData } = useSession();
  const profile = useCached<User>(paths.profile);
  const aboutData = useCached<About>(paths.about);
  const footerData = useCached<Footer>(paths.footer);
  const cart = useCached<Cart>(paths.cart);
  const orders = useCached<Order[]>(paths.myOrders);
  const categories = useCached<Category[]>(paths.categories);
  const contactMessages = useCached<unknown[]>(paths.contactMessages);
  const carouselImages = useCached<unknown[]>(paths.carouselImages);
  const bestSellers = useCached<Product[]>(keys.bestSellers());
  const bestSellerPreview = useCached<Product[]>(keys.bestSellers(previewLimit));
  const specialOffers = useCached<Product[]>(keys.specialOffers());
  const specialOfferPreview = useCached<Product[]>(keys.specialOffers(previewLimit));
  return {
    user,
    profile: profile ?? null,
    aboutData: aboutData ?? null,
    footerData: footerData ?? null,
    userAdmin: isAdmin ? user : null,
    tokenAdmin: isAdmin ? token : null,
    cart: cart ?? null,
    checkoutData,
    orders: orders ?? [],
    categories: categories ?? [],
    contactMessages: contactMessages ?? [],
    carouselImages: carouselImages ?? [],
    bestSellers: bestSellers ?? [],
    bestSellerPreview: bestSellerPreview ?? [],
    specialOffers: specialOffers ?? [],
    specialOfferPreview: specialOfferPreview ?? [],
  };
}
