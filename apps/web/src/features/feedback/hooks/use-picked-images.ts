import { useCallback, useEffect, useRef, useState } from 'react';

/** A picked image and the object URL of its thumbnail. */
export type PickedImage = { id: number; file: File; url: string };

/**
 * The picked images with their thumbnails. Each object URL is revoked when its image is removed,
 * when the list is cleared, and when the page goes away, so no picked file stays in memory.
 */
export function usePickedImages() {
  const [images, setImages] = useState<PickedImage[]>([]);
  const nextId = useRef(1);
  const live = useRef(new Map<number, string>());

  useEffect(() => {
    const urls = live.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const add = useCallback((files: readonly File[]) => {
    const added = files.map((file) => {
      const image = { id: nextId.current++, file, url: URL.createObjectURL(file) };
      live.current.set(image.id, image.url);
      return image;
    });
    setImages((current) => [...current, ...added]);
  }, []);

  const release = (id: number) => {
    const url = live.current.get(id);
    if (url) URL.revokeObjectURL(url);
    live.current.delete(id);
  };

  const remove = useCallback((id: number) => {
    release(id);
    setImages((current) => current.filter((image) => image.id !== id));
  }, []);

  const clear = useCallback(() => {
    for (const id of [...live.current.keys()]) release(id);
    setImages([]);
  }, []);

  return { images, add, remove, clear };
}
