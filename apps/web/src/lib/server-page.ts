import { createContext, useContext } from 'react';

/**
 * What a screen tells the server about the page it renders (docs/decisions/140, 260): its HTTP
 * status, title and description, written during the server render and read by the server
 * when it writes the page's head. In the browser there is no such context: nothing is written.
 */
export interface ServerPage {
  status: number;
  title?: string;
  description?: string;
}

/** On the server: how a screen tells about its page (the renderer keeps what it is told). */
export const ServerPageContext = createContext<((facts: Partial<ServerPage>) => void) | null>(null);

/** The page answers `status` when rendered on the server (404: Page Not Found). */
export function useHttpStatus(status: number) {
  useContext(ServerPageContext)?.({ status });
}
