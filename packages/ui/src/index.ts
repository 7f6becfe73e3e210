export {
  DhanyaProvider,
  useLocaleFormat,
  type DhanyaLabels,
  type DhanyaProviderProps,
} from './provider/dhanya-provider';
export type { ComponentLabels } from './provider/component-labels';
export type { LocaleFormat } from './lib/locale-format';
export { cn } from './lib/cn';
export { isFirstPaintFont } from './first-paint-fonts';
export {
  deferredPart,
  useDeferredPart,
  usePreloadOnFirstInteraction,
  preloadDeferredParts,
  type DeferredPart,
} from './lib/deferred-part';
export { Button, buttonVariants, type ButtonProps } from './components/button';
export { Spinner, type SpinnerLabels, type SpinnerProps } from './components/spinner';
export { Skeleton } from './components/skeleton';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { ErrorState, type ErrorStateLabels, type ErrorStateProps } from './components/error-state';
export { Pagination, type PaginationLabels, type PaginationProps } from './components/pagination';
export {
  Tooltip,
  TooltipProvider,
  TOOLTIP_ENTER_DELAY_MS,
  TOOLTIP_TOUCH_DELAY_MS,
  type TooltipProps,
} from './components/tooltip';
export { IconButton, type IconButtonProps } from './components/icon-button';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  type DialogContentLabels,
  type DialogContentProps,
} from './components/dialog';
export { AlertDialog, type AlertDialogLabels, type AlertDialogProps } from './components/alert-dialog';
export { CheckoutDialog, type CheckoutDialogLabels, type CheckoutDialogProps } from './components/checkout-dialog';
export {
  Sheet,
  SheetTrigger,
  SheetClose,
  SheetContent,
  SheetTitle,
  SheetDescription,
  type SheetContentLabels,
  type SheetContentProps,
} from './components/sheet';
export { TextField, type TextFieldProps } from './components/text-field';
export { PasswordField, type PasswordFieldLabels, type PasswordFieldProps } from './components/password-field';
export { TextArea, type TextAreaProps } from './components/text-area';
export { Select, type SelectLabels, type SelectProps, type SelectOption } from './components/select';
export { Combobox, type ComboboxProps } from './components/combobox/combobox';
export type { ComboboxOption } from './components/combobox/combobox-popup';
export type { ComboboxLabels } from './components/combobox/combobox-labels';
export { NativeSelect, type NativeSelectProps } from './components/native-select';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { FormErrorSummary, type FormErrorSummaryProps } from './components/form-error-summary';
export { Price, formatPrice, type PriceLabels, type PriceProps } from './components/price';
export { formatIndianNumber } from './lib/indian-numbers';
export {
  unitPriceOf,
  formatUnitPrice,
  formatUnitAmount,
  type PackUnit,
  type PricedQuantity,
  type UnitBase,
  type UnitSalePrice,
} from './lib/unit-price';
export { UnitPrice, type UnitPriceLabels, type UnitPriceProps } from './components/unit-price';
export { PackPicker, type PackPickerLabels, type PackPickerProps } from './components/pack-picker';
export { defaultPackId, type PackOption } from './components/pack-details';
export { ProductName, productNameWithPack, type ProductNameProps } from './components/product-name';
export {
  OrderCardFrame,
  type OrderCardFrameLabels,
  type OrderCardFrameProps,
  type OrderDetail,
} from './components/order-card-frame';
export { Rating, type RatingLabels, type RatingProps } from './components/rating';
export type { LinkRenderProps, RenderLink } from './lib/link';
export { ImageWithFallback, type ImageWithFallbackProps } from './components/image-with-fallback';
export {
  ProductCard,
  ProductCardSkeleton,
  type ProductCardLabels,
  type ProductCardProps,
} from './components/product-card';
export {
  ProductGrid,
  type ProductGridLabels,
  type ProductGridProps,
  type ProductSummary,
} from './components/product-grid';
export {
  CategoryGrid,
  type CategoryGridLabels,
  type CategoryGridProps,
  type CategorySummary,
} from './components/category-grid';
export {
  Carousel,
  CarouselRoot,
  CarouselViewport,
  CarouselSlide,
  CarouselPrevious,
  CarouselNext,
  CarouselDots,
  CarouselPlayToggle,
  CarouselProgress,
  useCarousel,
  type CarouselProps,
  type CarouselRootProps,
  type CarouselViewportProps,
  type CarouselSlideProps,
  type CarouselImage,
} from './components/carousel';
export type { CarouselLabels } from './components/carousel/use-carousel';
export { Footer, type FooterLabels, type FooterProps, type FooterData } from './components/footer/footer';
export type { FooterLinkItem } from './components/footer/links';
export type { SocialLinks } from './components/footer/social-links';
export {
  NewsletterFooter,
  type NewsletterFooterLabels,
  type NewsletterFooterProps,
} from './components/newsletter-footer';
export {
  LanguageSwitch,
  type LanguageOption,
  type LanguageSwitchLabels,
  type LanguageSwitchProps,
} from './components/language-switch';
export {
  MaintenanceBanner,
  type MaintenanceBannerLabels,
  type MaintenanceBannerProps,
} from './components/maintenance-banner';
export {
  QuantityStepper,
  isAcceptableQuantity,
  type QuantityStepperLabels,
  type QuantityStepperProps,
  type QuantityBounds,
} from './components/quantity-stepper';
export {
  QuickAddDialog,
  type QuickAddDialogLabels,
  type QuickAddDialogProps,
  type QuickAddProduct,
} from './components/quick-add-dialog';
export { CartLineItem, type CartLineItemLabels, type CartLineItemProps } from './components/cart-line-item';
export { OrderSummary, type OrderSummaryLabels, type OrderSummaryProps } from './components/order-summary';
export { RadioCardGroup, type RadioCardGroupProps, type RadioCardOption } from './components/radio-card-group';
export {
  ToastProvider,
  useToast,
  type ToastLabels,
  type ToastProviderProps,
  type ToastOptions,
  type ToastTone,
  type ToastApi,
} from './components/toast';
export { Tabs, TabsList, TabsTrigger, TabsContent, type TabsProps } from './components/tabs';
export { DataTable, type DataTableLabels, type DataTableProps, type DataTableColumn } from './components/data-table';
export { Chip, Badge, type ChipProps, type BadgeProps } from './components/chip';
export { Avatar, type AvatarLabels, type AvatarProps } from './components/avatar';
export {
  Card,
  CardHeader,
  CardTitle,
  CardDescription,
  CardContent,
  CardFooter,
  type CardTitleProps,
} from './components/card';
export {
  SearchBox,
  type SearchBoxLabels,
  type SearchBoxProps,
  type SearchSuggestion,
} from './components/search-box/search-box';
export { MegaMenu, type MegaMenuLabels, type MegaMenuProps } from './components/mega-menu/mega-menu';
export type { NavCategory, NavProduct } from './components/mega-menu/types';
export { MobileNav, type MobileNavLabels, type MobileNavProps } from './components/mobile-nav';
export { Header, type HeaderLabels, type HeaderProps } from './components/header';
export { hindiLabels } from './locales/hindi';
