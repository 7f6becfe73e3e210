// The page shown for an unknown address or an unknown product.
export { PageNotFound } from './page-not-found';
