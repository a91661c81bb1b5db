import { PRODUCT_NAME } from '@kindred/contract';
import { useEffect } from 'react';

/** Screen readers announce the title on navigation, so every screen names itself. */
export function useDocumentTitle(screenTitle: string): void {
  useEffect(() => {
    document.title = `${screenTitle} · ${PRODUCT_NAME}`;
  }, [screenTitle]);
}
