import { type Product, paths } from '@dhanya/api';
import { Button, Chip, type DataTableColumn, ImageWithFallback, formatPrice } from '@dhanya/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { ProductStock } from './product-stock';

type ProductColumnsOptions = {
  editingId: string | null;
  deletingId: string | null;
  /** A pack with fewer left than this is flagged (the shop's settings). */
  lowStockThreshold: number;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
};

/**
 * The products table's columns: picture, title, category, the default pack's price in ₹, the
 * stock across its packs (low and sold-out packs flagged) and actions.
 */
export function productColumns({ editingId, deletingId, lowStockThreshold, onEdit, onDelete }: ProductColumnsOptions) {
  const columns: DataTableColumn<Product>[] = [
    {
      key: 'image',
      header: 'Image',
      className: 'w-20',
      cell: (product) => (
        <ImageWithFallback
          src={product.image ? paths.upload('products', product.image) : null}
          alt={product.title}
          className="size-12 rounded-card object-cover"
        />
      ),
    },
    {
      key: 'title',
      header: 'Title',
      className: 'min-w-48',
      cell: (product) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{product.title}</span>
          {product._id === editingId && (
            <Chip tone="info" size="sm">
              Editing
            </Chip>
          )}
        </span>
      ),
    },
    {
      key: 'category',
      header: 'Category',
      cell: (product) => product.category?.name ?? <span className="text-muted-foreground">No category</span>,
    },
    {
      key: 'price',
      header: 'Price',
      className: 'text-right whitespace-nowrap tabular-nums',
      cell: (product) => formatPrice(product.price),
    },
    {
      key: 'stock',
      header: 'Stock',
      className: 'text-right whitespace-nowrap tabular-nums',
      cell: (product) => <ProductStock packs={product.packs} lowStockThreshold={lowStockThreshold} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      className: 'w-1 text-right',
      cell: (product) => (
        <span className="flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={() => onEdit(product)}>
            <Pencil aria-hidden />
            Edit<span className="sr-only"> {product.title}</span>
          </Button>
          <Button
            variant="destructive"
            size="sm"
            onClick={() => onDelete(product)}
            loading={deletingId === product._id}
            disabled={deletingId !== null}
          >
            <Trash2 aria-hidden />
            Delete<span className="sr-only"> {product.title}</span>
          </Button>
        </span>
      ),
    },
  ];
  return columns;
}
