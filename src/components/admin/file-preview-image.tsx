import { useEffect, useRef, type ImgHTMLAttributes } from 'react';

/**
 * Shows a chosen (not yet uploaded) file. The blob: URL is made and released by the effect itself, so it
 * lives exactly as long as this image shows this file (also under StrictMode's double mount).
 */
export function FilePreviewImage({
  file,
  alt,
  ...img
}: { file: Blob; alt: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'>) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const url = URL.createObjectURL(file);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={ref} alt={alt} {...img} />;
}
