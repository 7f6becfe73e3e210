import { type CarouselImage, errorMessage } from '@dhanya/api';
import { useDeleteCarouselImage } from '@dhanya/api/swr';
import { EmptyState, ImageWithFallback } from '@dhanya/ui';
import { ImageOff } from 'lucide-react';
import { AsyncSection } from '../../shared/async-section';
import { useConfirmedAction } from '../../shared/confirmed-action';
import { EditDeleteActions } from '../../shared/edit-delete-actions';
import { useAdminCarouselImages } from './use-admin-carousel-images';

const deleteImageQuestion = 'Are you sure to delete this image?';

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
                  <EditDeleteActions
                    name={image.title}
                    onEdit={() => onEdit(image)}
                    onDelete={() => deletion.ask(image)}
                    deleting={deletion.pendingId === image._id}
                    className="mt-auto pt-2"
                  />
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
