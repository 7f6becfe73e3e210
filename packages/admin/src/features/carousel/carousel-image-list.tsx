import { type CarouselImage, errorMessage } from '@dhanya/api';
import { useDeleteCarouselImage } from '@dhanya/api/swr';
import { Button, EmptyState, ImageWithFallback } from '@dhanya/ui';
import { ImageOff, Pencil, Trash2 } from 'lucide-react';
import { AsyncSection } from '../../shared/async-section';
import { useConfirmedAction } from '../../shared/confirmed-action';
import { useAdminCarouselImages } from './use-admin-carousel-images';

export const deleteImageQuestion = 'Are you sure to delete this image?';

type CarouselImageListProps = {
  editingId: string | null;
  onEdit: (image: CarouselImage) => void;
  /** Called when the image being edited is deleted, so the form leaves edit mode. */
  onDeleted: (id: string) => void;
};

/** The carousel's images with their thumbnails (ADMIN-35); delete asks first (ADMIN-38). */
export function CarouselImageList({ editingId, onEdit, onDeleted }: CarouselImageListProps) {
  const images = useAdminCarouselImages();
  const { trigger: deleteCarouselImage } = useDeleteCarouselImage();
  const deletion = useConfirmedAction<CarouselImage>({
    run: (image) => deleteCarouselImage(image._id),
    question: deleteImageQuestion,
    explain: (image) => `"${image.title}" will be removed from the home page carousel.`,
    confirmLabel: 'Delete',
    done: 'Image deleted',
    failed: (error) => ({ title: errorMessage(error, 'Operation failed') }),
    onDone: (image) => onDeleted(image._id),
  });

  return (
    <AsyncSection
      state={images}
      loadingText="Loading images…"
      errorText={errorMessage(images.error, 'Operation failed')}
      onRetry={() => void images.mutate()}
      empty={
        <EmptyState
          icon={<ImageOff />}
          title="No images yet"
          description="Add the first slide of the home page carousel with the form."
        />
      }
    >
      {(data) => (
        <>
          <ul aria-label="Carousel images" className="grid gap-4 min-[560px]:grid-cols-2">
            {data.map((image) => (
              <li
                key={image._id}
                data-editing={image._id === editingId || undefined}
                className="flex flex-col overflow-hidden rounded-card border border-border bg-surface data-[editing]:ring-2 data-[editing]:ring-secondary"
              >
                <ImageWithFallback
                  src={image.imageUrl}
                  alt={image.title}
                  className="aspect-video w-full object-cover"
                />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <p className="font-semibold text-foreground">{image.title}</p>
                  <p className="line-clamp-3 text-sm text-muted-foreground">{image.description}</p>
                  <div className="mt-auto flex gap-2 pt-2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Edit ${image.title}`}
                      onClick={() => onEdit(image)}
                    >
                      <Pencil aria-hidden />
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-error"
                      loading={deletion.pendingId === image._id}
                      aria-label={`Delete ${image.title}`}
                      onClick={() => deletion.ask(image)}
                    >
                      <Trash2 aria-hidden />
                      Delete
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          {deletion.dialog}
        </>
      )}
    </AsyncSection>
  );
}
