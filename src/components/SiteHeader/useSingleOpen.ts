import {useCallback, useState} from 'react';

/**
 * At most one of several disclosures open at a time: opening one closes the other, and toggling
 * the open one closes it.
 */
export function useSingleOpen<Id extends string>() {
  const [openId, setOpenId] = useState<Id | null>(null);
  const toggle = useCallback((id: Id) => setOpenId((current) => (current === id ? null : id)), []);
  const close = useCallback(() => setOpenId(null), []);
  return {openId, toggle, close};
}
