import { useCallback, useEffect, useRef, useState } from 'react';

type ImageChoice = { file: File; previewUrl: string };

/**
 * The picture chosen in a form and a preview URL for it. The URL is made when the file is
 * chosen and released when it is replaced, cleared or the form goes away.
 */
export function useImageChoice() {
  const [choice, setChoice] = useState<ImageChoice | null>(null);
  const urlRef = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      urlRef.current = null;
    },
    [],
  );

  const choose = useCallback((file: File | null) => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    const previewUrl = file ? URL.createObjectURL(file) : null;
    urlRef.current = previewUrl;
    setChoice(file && previewUrl ? { file, previewUrl } : null);
  }, []);

  return { file: choice?.file ?? null, previewUrl: choice?.previewUrl ?? null, choose };
}
