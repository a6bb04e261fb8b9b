import { useEffect } from 'react';

const SITE = 'Bangalore Tool Works';

/** Sets the page title ("X – Bangalore Tool Works") and meta description. */
export function usePageMeta(title: string | undefined, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} – ${SITE}` : `${SITE} – Industrial tools and equipment`;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
