import { useContext, useEffect } from 'react';
import { ServerPageContext } from './server-page';

const SITE = 'Bangalore Tool Works';

/**
 * Sets the page title ("X – Bangalore Tool Works") and meta description: in the browser after
 * rendering, on the server into the page's head as sent (docs/decisions/260).
 */
export function usePageMeta(title: string | undefined, description?: string) {
  const full = title ? `${title} – ${SITE}` : `${SITE} – Industrial tools and equipment`;
  useContext(ServerPageContext)?.({ title: full, ...(description ? { description } : {}) });
  useEffect(() => {
    document.title = full;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [full, description]);
}
