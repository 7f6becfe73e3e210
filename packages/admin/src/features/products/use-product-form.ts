import { type Product, errorMessage } from '@dhanya/api';
import { addProduct, updateProduct } from '@dhanya/api/swr';
import { useToast } from '@dhanya/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useImageChoice } from '../../shared/images/use-image-choice';
import {
  type ProductErrors,
  type ProductField,
  type ProductValues,
  emptyProductValues,
  productFieldOrder,
  productMessages,
  productValues,
  validateProduct,
} from './validate-product';

/**
 * The add/edit form's state and submit (ADMIN-12..14). A refused field sends nothing and
 * takes the focus; with a `product` the submit updates it, then `onSaved` lets the tab put
 * an empty add form in its place.
 */
export function useProductForm(product: Product | null, onSaved: () => void, focus: (field: ProductField) => void) {
  const [values, setValues] = useState<ProductValues>(() => (product ? productValues(product) : emptyProductValues));
  const [errors, setErrors] = useState<ProductErrors>({});
  const [imageError, setImageError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const image = useImageChoice();
  const { mutate } = useSWRConfig();
  const { toast } = useToast();

  function set(field: ProductField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field already marked wrong is checked again as it is corrected.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateProduct(next).errors[field] }));
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const { errors: refused, form } = validateProduct(values);
    setErrors(refused);
    if (!form) {
      const first = productFieldOrder.find((field) => refused[field]);
      if (first) focus(first);
      return;
    }
    setSaving(true);
    try {
      if (product) await updateProduct(product._id, { ...form, image: image.file }, mutate);
      else await addProduct({ ...form, image: image.file }, mutate);
    } catch (error) {
      toast({ title: errorMessage(error, productMessages.failed), tone: 'error' });
      setSaving(false);
      return;
    }
    toast({ title: product ? productMessages.updated : productMessages.added, tone: 'success' });
    onSaved();
  }

  return { values, set, errors, image, imageError, setImageError, saving, submit };
}
