export { cn } from './lib/cn';
export { Button, buttonVariants, type ButtonProps } from './components/button';
export { Spinner, type SpinnerProps } from './components/spinner';
export { Skeleton } from './components/skeleton';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { ErrorState, type ErrorStateProps } from './components/error-state';
