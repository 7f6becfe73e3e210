import type { CarouselImage } from '@dhanya/api';
import { useId, useState } from 'react';
import { CarouselImageForm } from './carousel-image-form';
import { CarouselImageList } from './carousel-image-list';

/** The Image Upload tab: the home carousel's slides and the form that adds or edits one. */
export default function ImageUploadTab() {
  const [editing, setEditing] = useState<CarouselImage | null>(null);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6 py-4">
      <header className="flex flex-col gap-1">
        <h2 id={headingId} className="text-2xl font-semibold text-foreground">
          Image Upload
        </h2>
        <p className="text-sm text-muted-foreground">The pictures of the home page carousel, in the order shown.</p>
      </header>
      <div className="grid grid-cols-1 items-start gap-6 min-[900px]:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <CarouselImageForm key={editing?._id ?? 'add'} editing={editing} onDoneEditing={() => setEditing(null)} />
        <CarouselImageList
          editingId={editing?._id ?? null}
          onEdit={setEditing}
          onDeleted={(id) => setEditing((current) => (current?._id === id ? null : current))}
        />
      </div>
    </section>
  );
}
